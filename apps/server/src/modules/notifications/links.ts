/** Where the server's own notifications lead: routes of the app (hash routing, as the web's PAGES spells them). */
export const NOTIFICATION_LINKS = {
  reply: '#/uni_modules/uni-feedback/pages/my-feedback/my-feedback',
  dailyTarot: '#/jinripaizhen',
  checkIn: '#/pages/ucenter/points/points',
} as const;
