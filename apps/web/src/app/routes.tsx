import { PAGES, type PageName } from '../shared/config/paths';
import { lazyPage, type LazyPage } from './lazy-page';

export interface AppRoute {
  readonly path: string;
  readonly page: LazyPage;
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

/** Two addresses open the home page; both share its one chunk. */
const home = lazyPage(() => import('../features/home/home-page'));

/**
 * The spec's route table (§2), one entry per page of the address book: the compiler refuses a
 * page without a route, and a route without an address. Every page is its own lazy chunk.
 */
const PAGE_ROUTES: Record<PageName, Omit<AppRoute, 'path'>> = {
  home: { page: home, title: 'home', tab: 0 },
  homeTab: { page: home, title: 'home', tab: 0 },

  spreads: {
    page: lazyPage(() => import('../features/tarot/spreads/spreads-page')),
    title: 'spreads',
    tab: 1,
    namespaces: ['spreads', 'tarot'],
  },
  cards: {
    page: lazyPage(() => import('../features/tarot/deck/cards-page')),
    title: 'cards',
    tab: 2,
    namespaces: ['tarot'],
  },
  daily: {
    page: lazyPage(() => import('../features/tarot/daily/daily-page')),
    title: 'daily',
    tab: 3,
    customNavBar: true,
  },
  dailyHistory: {
    page: lazyPage(() => import('../features/tarot/daily/history/daily-history-page')),
    title: 'dailyHistory',
    needLogin: true,
  },
  cardDetail: { page: lazyPage(() => import('../features/tarot/deck/card-detail-page')) },
  spreadDraw: {
    page: lazyPage(() => import('../features/tarot/draw/draw-page')),
    title: 'spreadReading',
    customNavBar: true,
  },
  reading: { page: lazyPage(() => import('../features/tarot/reading/reading-page')), title: 'spreadReading' },
  myReadings: { page: lazyPage(() => import('../features/tarot/reading/my-readings-page')), title: 'myReadings' },
  quizCover: { page: lazyPage(() => import('../features/tarot/quiz/cover-page')), title: 'test' },
  quizQuestions: { page: lazyPage(() => import('../features/tarot/quiz/question-page')), title: 'test' },
  quizResult: { page: lazyPage(() => import('../features/tarot/quiz/result-page')), title: 'test' },

  chartHub: { page: lazyPage(() => import('../features/bazi/hub/chart-hub-page')), title: 'paipan' },
  birthInput: {
    page: lazyPage(() => import('../features/bazi/input/bazi-page')),
    title: 'bazi',
    namespaces: ['bazi'],
  },
  baziDetails: { page: lazyPage(() => import('../features/bazi/chart/details-page')), title: 'baziDetails' },
  baziPro: { page: lazyPage(() => import('../features/bazi/chart/pro-page')), title: 'baziPro' },
  ziwei: { page: lazyPage(() => import('../features/bazi/ziwei/ziwei-page')), title: 'ziwei' },
  chartWebview: { page: lazyPage(() => import('../features/bazi/webview/webview-page')), title: 'paipan' },

  login: { page: lazyPage(() => import('../features/account/login-withoutpwd-page')), title: 'login' },
  loginSmsCode: { page: lazyPage(() => import('../features/account/login-smscode-page')), title: 'smsLogin' },
  loginWithPassword: { page: lazyPage(() => import('../features/account/login-withpwd-page')), title: 'login' },
  register: { page: lazyPage(() => import('../features/account/register-page')), title: 'register' },
  registerByEmail: {
    page: lazyPage(() => import('../features/account/register-by-email-page')),
    title: 'registerByEmail',
  },
  registerAdmin: { page: lazyPage(() => import('../features/account/register-admin-page')), title: 'registerAdmin' },
  retrieve: { page: lazyPage(() => import('../features/account/retrieve-page')), title: 'retrieve' },
  retrieveByEmail: {
    page: lazyPage(() => import('../features/account/retrieve-by-email-page')),
    title: 'retrieveByEmail',
  },
  agreement: {
    page: lazyPage(() => import('../features/account/agreement-page')),
    title: 'agreement',
    customNavBar: true,
  },
  accountWebview: { page: lazyPage(() => import('../features/account/userinfo/webview-page')) },

  /** The signed-in user's own pages (spec §2, uni-id-pages userinfo/*): all need login. */
  userinfo: {
    page: lazyPage(() => import('../features/account/userinfo/userinfo-page')),
    title: 'userinfo',
    needLogin: true,
  },
  cropImage: {
    page: lazyPage(() => import('../features/account/crop-image/crop-image-page')),
    title: 'cropImage',
    needLogin: true,
  },
  bindMobile: {
    page: lazyPage(() => import('../features/account/userinfo/bind-mobile-page')),
    title: 'bindMobile',
    needLogin: true,
  },
  changePassword: {
    page: lazyPage(() => import('../features/account/userinfo/change-password-page')),
    title: 'changePassword',
    needLogin: true,
  },
  setPassword: {
    page: lazyPage(() => import('../features/account/userinfo/set-password-page')),
    title: 'setPassword',
    needLogin: true,
  },
  deactivate: {
    page: lazyPage(() => import('../features/account/userinfo/deactivate-page')),
    title: 'deactivate',
    needLogin: true,
  },
  realName: {
    page: lazyPage(() => import('../features/account/userinfo/realname-page')),
    title: 'realNameVerify',
    needLogin: true,
  },

  huangli: {
    page: lazyPage(() => import('../features/almanac/huangli-page')),
    title: 'huangli',
    namespaces: ['almanac'],
  },
  dayColour: { page: lazyPage(() => import('../features/almanac/day-colour-page')), title: 'dayColour' },
  zeDay: { page: lazyPage(() => import('../features/almanac/ze-day-page')), title: 'zeDay' },

  newsList: { page: lazyPage(() => import('../features/news/news-list-page')), title: 'newsList' },
  newsDetail: { page: lazyPage(() => import('../features/news/news-detail-page')), title: 'newsDetail' },
  readLog: { page: lazyPage(() => import('../features/news/read-log-page')), title: 'readNewsLog', needLogin: true },
  search: { page: lazyPage(() => import('../features/search/search-page')), title: 'search' },

  mine: { page: lazyPage(() => import('../features/ucenter/ucenter-page')), title: 'ucenter', customNavBar: true },
  settings: { page: lazyPage(() => import('../features/settings/settings-page')), title: 'settings' },
  inbox: { page: lazyPage(() => import('../features/inbox/inbox-page')), title: 'inbox', needLogin: true },
  points: { page: lazyPage(() => import('../features/ucenter/points-page')), title: 'points', needLogin: true },
  invite: { page: lazyPage(() => import('../features/ucenter/invite-page')), title: 'invite', needLogin: true },
  feedback: { page: lazyPage(() => import('../features/feedback/feedback-page')), title: 'feedback' },
  myFeedback: {
    page: lazyPage(() => import('../features/feedback/my-feedback-page')),
    title: 'myFeedback',
    needLogin: true,
  },
  about: { page: lazyPage(() => import('../features/about/about-page')), title: 'about' },
  rate: { page: lazyPage(() => import('../features/about/rate-page')), title: 'rateApp' },
  download: { page: lazyPage(() => import('../features/about/download-page')), title: 'download' },

  /** The admin console: open to every signed-in member, but its API answers only administrators. */
  admin: { page: lazyPage(() => import('../features/admin/admin-page')), title: 'admin', needLogin: true },
  adminFeedback: {
    page: lazyPage(() => import('../features/admin/feedback-page')),
    title: 'adminFeedback',
    needLogin: true,
  },
  adminUsers: { page: lazyPage(() => import('../features/admin/users-page')), title: 'adminUsers', needLogin: true },
  adminArticles: {
    page: lazyPage(() => import('../features/admin/articles-page')),
    title: 'adminArticles',
    needLogin: true,
  },
  adminArticleEditor: {
    page: lazyPage(() => import('../features/admin/article-editor-page')),
    title: 'adminArticleEditor',
    needLogin: true,
  },
  adminBanners: {
    page: lazyPage(() => import('../features/admin/banners-page')),
    title: 'adminBanners',
    needLogin: true,
  },
  adminUsage: {
    page: lazyPage(() => import('../features/admin/usage/usage-page')),
    title: 'adminUsage',
    needLogin: true,
  },
  adminAccess: {
    page: lazyPage(() => import('../features/admin/access/access-page')),
    title: 'adminAccess',
    needLogin: true,
  },
  adminBroadcasts: {
    page: lazyPage(() => import('../features/admin/broadcasts/broadcasts-page')),
    title: 'adminBroadcasts',
    needLogin: true,
  },
};

export const ROUTES: readonly AppRoute[] = (Object.keys(PAGE_ROUTES) as PageName[]).map((name) => ({
  path: PAGES[name],
  ...PAGE_ROUTES[name],
}));

export const NOT_FOUND_ROUTE: AppRoute = {
  path: '*',
  page: lazyPage(() => import('../features/not-found/not-found-page')),
  title: 'notFound',
};

export function findRoute(pathname: string): AppRoute {
  return ROUTES.find((route) => route.path === pathname) ?? NOT_FOUND_ROUTE;
}
