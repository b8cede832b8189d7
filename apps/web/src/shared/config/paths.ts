/**
 * Every page's address, spelt as the spec's route table (§2) spells it. The router registers
 * these and every link reads them here, so an address is written once. The names say what a
 * page is; the values keep the spec's pinyin and uni-app folders because links elsewhere
 * (shared invites, banners, bookmarks) already point at them.
 */
const ID_PAGES = '/uni_modules/uni-id-pages/pages';
const USERINFO = `${ID_PAGES}/userinfo`;

export const PAGES = {
  home: '/',
  homeTab: '/home',

  spreads: '/zhen',
  cards: '/paimian',
  daily: '/jinripaizhen',
  dailyHistory: '/pages/tarot/daily-history',
  cardDetail: '/pages/tarot/detail',
  spreadDraw: '/pages/tarot/paizhen',
  reading: '/pages/tarot/detailPaizhen',
  myReadings: '/pages/tarot/readings',
  quizCover: '/test/fengmian',
  quizQuestions: '/test/test',
  quizResult: '/test/end',

  chartHub: '/paipan',
  birthInput: '/bazi',
  baziDetails: '/pages/bazi/details',
  baziPro: '/bazipro',
  ziwei: '/ziwei',
  qimen: '/qimen',
  xingzuo: '/xingzuo',
  xingzuoHoroscope: '/xingzuo/horoscope',
  xingzuoNatal: '/xingzuo/natal',
  xingzuoSynastry: '/xingzuo/synastry',
  xingzuoPersonal: '/xingzuo/personal',
  chartWebview: '/pages/common/webview/webview',

  login: `${ID_PAGES}/login/login-withoutpwd`,
  loginSmsCode: `${ID_PAGES}/login/login-smscode`,
  loginWithPassword: `${ID_PAGES}/login/login-withpwd`,
  /** Where the server sends the browser back from WeChat, QQ, Apple or Xiaomi (the contract's SIGN_IN_RETURN_PAGE). */
  signInReturn: `${ID_PAGES}/login/oauth-return`,
  register: `${ID_PAGES}/register/register`,
  registerByEmail: `${ID_PAGES}/register/register-by-email`,
  registerAdmin: `${ID_PAGES}/register/register-admin`,
  retrieve: `${ID_PAGES}/retrieve/retrieve`,
  retrieveByEmail: `${ID_PAGES}/retrieve/retrieve-by-email`,
  agreement: '/pages/uni-agree/uni-agree',
  accountWebview: `${ID_PAGES}/common/webview/webview`,

  userinfo: `${USERINFO}/userinfo`,
  cropImage: `${USERINFO}/cropImage/cropImage`,
  bindMobile: `${USERINFO}/bind-mobile/bind-mobile`,
  changePassword: `${USERINFO}/change_pwd/change_pwd`,
  setPassword: `${USERINFO}/set-pwd/set-pwd`,
  deactivate: `${USERINFO}/deactivate/deactivate`,
  realName: `${USERINFO}/realname-verify/realname-verify`,
  linkedAccounts: `${USERINFO}/linked-accounts/linked-accounts`,

  huangli: '/huangli',
  dayColour: '/daycolor',
  zeDay: '/zeday',

  newsList: '/pages/news/list/list',
  newsDetail: '/pages/news/detail/detail',
  readLog: '/pages/ucenter/read-news-log/read-news-log',
  search: '/pages/search/search',

  mine: '/pages/ucenter/ucenter',
  settings: '/pages/ucenter/settings/settings',
  devices: '/pages/ucenter/settings/devices',
  inbox: '/pages/ucenter/inbox/inbox',
  points: '/pages/ucenter/points/points',
  invite: '/pages/ucenter/invite/invite',
  feedback: '/uni_modules/uni-feedback/pages/opendb-feedback/opendb-feedback',
  myFeedback: '/uni_modules/uni-feedback/pages/my-feedback/my-feedback',
  about: '/pages/ucenter/about/about',
  rate: '/pages/ucenter/rate/rate',
  download: '/pages/ucenter/download/download',

  admin: '/pages/admin/admin',
  adminFeedback: '/pages/admin/feedback/feedback',
  adminUsers: '/pages/admin/users/users',
  adminArticles: '/pages/admin/articles/articles',
  adminArticleEditor: '/pages/admin/articles/edit',
  adminBanners: '/pages/admin/banners/banners',
  adminPromotions: '/pages/admin/promotions/promotions',
  adminUsage: '/pages/admin/usage/usage',
  adminAccess: '/pages/admin/access/access',
  adminBroadcasts: '/pages/admin/broadcasts/broadcasts',
} as const;

export type PageName = keyof typeof PAGES;

/** A page with its query, e.g. `pageLink('cardDetail', { id })`; a query that is empty adds nothing. */
export function pageLink(page: PageName, query: Record<string, string> | URLSearchParams = {}): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${PAGES[page]}?${search}` : PAGES[page];
}
