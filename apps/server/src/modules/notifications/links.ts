/** Where the server's own notifications lead: routes of the app (hash routing, as the web's PAGES spells them). */
/** A sign's horoscope of today. */
export const horoscopeLink = (sign: string): string => `#/xingzuo/horoscope?sign=${sign}`;

export const NOTIFICATION_LINKS = {
  reply: '#/uni_modules/uni-feedback/pages/my-feedback/my-feedback',
  dailyTarot: '#/jinripaizhen',
  checkIn: '#/pages/ucenter/points/points',
  sky: '#/xingzuo',
} as const;
