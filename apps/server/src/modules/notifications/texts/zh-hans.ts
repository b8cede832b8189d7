import type { NotificationTexts } from './notification-texts';

export const zhHans: NotificationTexts = {
  reply: { title: '你的反馈有回复了', body: '谢谢你告诉我们。回复已经写好，点开看看吧。' },
  dailyTarot: { title: '今日塔罗', body: '今天的牌在等你，抽一张，听听它想对你说什么。' },
  checkIn: { title: '今天还没签到哦', body: '你的连续签到还在继续，睡前来签个到，别让它断了。' },
};
