import type { NotificationTexts } from './notification-texts';

export const ja: NotificationTexts = {
  reply: {
    title: 'ご意見へのお返事が届きました',
    body: 'お声を寄せていただきありがとうございます。タップしてお返事をご覧ください。',
  },
  dailyTarot: {
    title: '今日のタロット',
    body: '今日のカードがあなたを待っています。一枚引いて、そのメッセージを受け取ってみませんか。',
  },
  checkIn: {
    title: '今日のチェックインはまだです',
    body: '連続記録が続いています。今日が終わる前にチェックインして、記録をつなげましょう。',
  },
};
