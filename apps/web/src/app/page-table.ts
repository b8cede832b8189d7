import type { ComponentType } from 'react';
import { PAGES, type PageName } from '../shared/config/paths';

/**
 * The pages of the route table without React: the app's small entry (main.tsx) reads it to
 * start fetching the opened page's code and texts while React itself is still on its way.
 */
export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

export interface PageEntry {
  /** Fetches the page's code (a chunk of its own). */
  readonly load: PageLoader;
  /** Key under `common:titles`; absent for pages the spec leaves untitled. */
  readonly title?: string;
  /** Index in the tab bar for the four tab pages. */
  readonly tab?: number;
  /** The page draws its own header instead of the purple nav bar. */
  readonly customNavBar?: boolean;
  /** Opening the page without a valid token goes to the login page with `redirect=` (spec §2). */
  readonly needLogin?: boolean;
  /** Text namespaces the page draws with, fetched with the app's own when the app opens on it. */
  readonly namespaces?: readonly string[];
}

/**
 * Two addresses open the home page; both share its one chunk. Today's card and lines, which
 * the page draws in a chunk of its own, are asked for at the same moment: asked for by the
 * page once it ran, they would come a round trip after it, and the card is its largest paint.
 */
const loadHome: PageLoader = () => {
  import('../features/home/today/today-sections').catch(() => undefined); // the page's render reports a failure
  return import('../features/home/home-page');
};

/**
 * The spec's route table (§2), one entry per page of the address book: the compiler refuses a
 * page without a route, and a route without an address. Every page is its own lazy chunk.
 */
export const PAGE_TABLE: Readonly<Record<PageName, PageEntry>> = {
  home: { load: loadHome, title: 'home', tab: 0 },
  homeTab: { load: loadHome, title: 'home', tab: 0 },

  spreads: {
    load: () => import('../features/tarot/spreads/spreads-page'),
    title: 'spreads',
    tab: 1,
    namespaces: ['spreads', 'tarot'],
  },
  cards: {
    load: () => import('../features/tarot/deck/cards-page'),
    title: 'cards',
    tab: 2,
    namespaces: ['tarot'],
  },
  daily: {
    load: () => import('../features/tarot/daily/daily-page'),
    title: 'daily',
    tab: 3,
    customNavBar: true,
  },
  dailyHistory: {
    load: () => import('../features/tarot/daily/history/daily-history-page'),
    title: 'dailyHistory',
    needLogin: true,
  },
  cardDetail: { load: () => import('../features/tarot/deck/card-detail-page') },
  spreadDraw: {
    load: () => import('../features/tarot/draw/draw-page'),
    title: 'spreadReading',
    customNavBar: true,
  },
  reading: { load: () => import('../features/tarot/reading/reading-page'), title: 'spreadReading' },
  myReadings: { load: () => import('../features/tarot/reading/my-readings-page'), title: 'myReadings' },
  quizCover: { load: () => import('../features/tarot/quiz/cover-page'), title: 'test' },
  quizQuestions: { load: () => import('../features/tarot/quiz/question-page'), title: 'test' },
  quizResult: { load: () => import('../features/tarot/quiz/result-page'), title: 'test' },

  chartHub: { load: () => import('../features/bazi/hub/chart-hub-page'), title: 'paipan' },
  birthInput: {
    load: () => import('../features/bazi/input/bazi-page'),
    title: 'bazi',
    namespaces: ['bazi'],
  },
  baziDetails: { load: () => import('../features/bazi/chart/details-page'), title: 'baziDetails' },
  baziPro: { load: () => import('../features/bazi/chart/pro-page'), title: 'baziPro' },
  ziwei: { load: () => import('../features/bazi/ziwei/ziwei-page'), title: 'ziwei' },
  qimen: { load: () => import('../features/qimen/qimen-page'), title: 'qimen', namespaces: ['qimen'] },
  xingzuo: { load: () => import('../features/xingzuo/xingzuo-home-page'), title: 'xingzuo', namespaces: ['xingzuo'] },
  xingzuoHoroscope: {
    load: () => import('../features/xingzuo/horoscope-page'),
    title: 'xingzuoHoroscope',
    namespaces: ['xingzuo'],
  },
  xingzuoNatal: {
    load: () => import('../features/xingzuo/natal-page'),
    title: 'xingzuoNatal',
    namespaces: ['xingzuo'],
  },
  xingzuoSynastry: {
    load: () => import('../features/xingzuo/synastry-page'),
    title: 'xingzuoSynastry',
    namespaces: ['xingzuo'],
  },
  xingzuoPersonal: {
    load: () => import('../features/xingzuo/personal-page'),
    title: 'xingzuoPersonal',
    namespaces: ['xingzuo'],
  },
  chartWebview: { load: () => import('../shared/webview/webview-page'), title: 'paipan', namespaces: ['webview'] },

  login: { load: () => import('../features/account/login-withoutpwd-page'), title: 'login' },
  loginSmsCode: { load: () => import('../features/account/login-smscode-page'), title: 'smsLogin' },
  loginWithPassword: { load: () => import('../features/account/login-withpwd-page'), title: 'login' },
  signInReturn: { load: () => import('../features/account/sign-in-return-page'), title: 'login' },
  register: { load: () => import('../features/account/register-page'), title: 'register' },
  registerByEmail: {
    load: () => import('../features/account/register-by-email-page'),
    title: 'registerByEmail',
  },
  registerAdmin: { load: () => import('../features/account/register-admin-page'), title: 'registerAdmin' },
  retrieve: { load: () => import('../features/account/retrieve-page'), title: 'retrieve' },
  retrieveByEmail: {
    load: () => import('../features/account/retrieve-by-email-page'),
    title: 'retrieveByEmail',
  },
  agreement: {
    load: () => import('../features/account/agreement-page'),
    title: 'agreement',
    customNavBar: true,
  },
  accountWebview: { load: () => import('../shared/webview/webview-page'), namespaces: ['webview'] },

  /** The signed-in user's own pages (spec §2, uni-id-pages userinfo/*): all need login. */
  userinfo: {
    load: () => import('../features/account/userinfo/userinfo-page'),
    title: 'userinfo',
    needLogin: true,
  },
  cropImage: {
    load: () => import('../features/account/crop-image/crop-image-page'),
    title: 'cropImage',
    needLogin: true,
  },
  bindMobile: {
    load: () => import('../features/account/userinfo/bind-mobile-page'),
    title: 'bindMobile',
    needLogin: true,
  },
  changePassword: {
    load: () => import('../features/account/userinfo/change-password-page'),
    title: 'changePassword',
    needLogin: true,
  },
  setPassword: {
    load: () => import('../features/account/userinfo/set-password-page'),
    title: 'setPassword',
    needLogin: true,
  },
  deactivate: {
    load: () => import('../features/account/userinfo/deactivate-page'),
    title: 'deactivate',
    needLogin: true,
  },
  realName: {
    load: () => import('../features/account/userinfo/realname-page'),
    title: 'realNameVerify',
    needLogin: true,
  },
  linkedAccounts: {
    load: () => import('../features/account/userinfo/linked-accounts-page'),
    title: 'linkedAccounts',
    needLogin: true,
  },

  huangli: {
    load: () => import('../features/almanac/huangli-page'),
    title: 'huangli',
    namespaces: ['almanac'],
  },
  dayColour: { load: () => import('./day-colour-route'), title: 'dayColour' },
  zeDay: { load: () => import('../features/almanac/ze-day-page'), title: 'zeDay' },

  newsList: { load: () => import('../features/news/news-list-page'), title: 'newsList' },
  newsDetail: { load: () => import('../features/news/news-detail-page'), title: 'newsDetail' },
  readLog: { load: () => import('../features/news/read-log-page'), title: 'readNewsLog', needLogin: true },
  search: { load: () => import('../features/search/search-page'), title: 'search' },

  mine: { load: () => import('../features/ucenter/ucenter-page'), title: 'ucenter', customNavBar: true },
  settings: { load: () => import('../features/settings/settings-page'), title: 'settings' },
  devices: { load: () => import('../features/settings/devices-page'), title: 'devices', needLogin: true },
  inbox: { load: () => import('../features/inbox/inbox-page'), title: 'inbox', needLogin: true },
  points: { load: () => import('../features/ucenter/points-page'), title: 'points', needLogin: true },
  invite: { load: () => import('../features/ucenter/invite-page'), title: 'invite', needLogin: true },
  feedback: { load: () => import('../features/feedback/feedback-page'), title: 'feedback' },
  myFeedback: {
    load: () => import('../features/feedback/my-feedback-page'),
    title: 'myFeedback',
    needLogin: true,
  },
  about: { load: () => import('../features/about/about-page'), title: 'about' },
  rate: { load: () => import('../features/about/rate-page'), title: 'rateApp' },
  download: { load: () => import('../features/about/download-page'), title: 'download' },

  /** The admin console: open to every signed-in member, but its API answers only administrators. */
  admin: { load: () => import('../features/admin/admin-page'), title: 'admin', needLogin: true },
  adminFeedback: {
    load: () => import('../features/admin/feedback-page'),
    title: 'adminFeedback',
    needLogin: true,
  },
  adminUsers: { load: () => import('../features/admin/users-page'), title: 'adminUsers', needLogin: true },
  adminArticles: {
    load: () => import('../features/admin/articles-page'),
    title: 'adminArticles',
    needLogin: true,
  },
  adminArticleEditor: {
    load: () => import('../features/admin/article-editor-page'),
    title: 'adminArticleEditor',
    needLogin: true,
  },
  adminBanners: {
    load: () => import('../features/admin/banners-page'),
    title: 'adminBanners',
    needLogin: true,
  },
  adminPromotions: {
    load: () => import('../features/admin/promotions-page'),
    title: 'adminPromotions',
    needLogin: true,
  },
  adminUsage: {
    load: () => import('../features/admin/usage/usage-page'),
    title: 'adminUsage',
    needLogin: true,
  },
  adminAccess: {
    load: () => import('../features/admin/access/access-page'),
    title: 'adminAccess',
    needLogin: true,
  },
  adminBroadcasts: {
    load: () => import('../features/admin/broadcasts/broadcasts-page'),
    title: 'adminBroadcasts',
    needLogin: true,
  },
};

export const NOT_FOUND_PAGE: PageEntry = {
  load: () => import('../features/not-found/not-found-page'),
  title: 'notFound',
};

const PAGE_OF_PATH = new Map<string, PageName>(Object.entries(PAGES).map(([name, path]) => [path, name as PageName]));

/** The page an address opens, or the not-found page. */
export function pageAt(pathname: string): PageEntry {
  const name = PAGE_OF_PATH.get(pathname);
  return name ? PAGE_TABLE[name] : NOT_FOUND_PAGE;
}
