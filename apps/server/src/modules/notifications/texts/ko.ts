import type { NotificationTexts } from './notification-texts';

export const ko: NotificationTexts = {
  reply: { title: '보내주신 의견에 답장이 왔어요', body: '소중한 의견 고마워요. 눌러서 답장을 확인해 보세요.' },
  dailyTarot: {
    title: '오늘의 타로',
    body: '오늘의 카드가 기다리고 있어요. 한 장 뽑고 어떤 이야기를 들려주는지 들어 보세요.',
  },
  checkIn: {
    title: '오늘 아직 출석하지 않았어요',
    body: '연속 출석이 이어지고 있어요. 자정 전에 출석하고 기록을 지켜 보세요.',
  },
};
