import type { NotificationTexts } from './notification-texts';

export const zhHant: NotificationTexts = {
  reply: { title: '你的回饋有回覆了', body: '謝謝你告訴我們。回覆已經寫好，點開看看吧。' },
  dailyTarot: { title: '今日塔羅', body: '今天的牌在等你，抽一張，聽聽它想對你說什麼。' },
  checkIn: { title: '今天還沒簽到喔', body: '你的連續簽到還在繼續，睡前來簽個到，別讓它斷了。' },
};
