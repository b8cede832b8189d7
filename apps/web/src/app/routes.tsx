import type { ComponentType } from 'react';
import { lazyPage } from './lazy-page';

export interface AppRoute {
  readonly path: string;
  readonly page: ComponentType;
  /** Key under `common:titles`; absent for pages the spec leaves untitled. */
  readonly title?: string;
  /** Index in the tab bar for the four tab pages. */
  readonly tab?: number;
  /** The page draws its own header instead of the purple nav bar. */
  readonly customNavBar?: boolean;
  /** Opening the page without a valid token goes to the login page with `redirect=` (spec §2). */
  readonly needLogin?: boolean;
}

const home = lazyPage(() => import('../features/home/home-page'));
const tarot = {
  zhen: lazyPage(() => import('../features/tarot/spreads/zhen-page')),
  paimian: lazyPage(() => import('../features/tarot/deck/paimian-page')),
  daily: lazyPage(() => import('../features/tarot/daily/jinripaizhen-page')),
  detail: lazyPage(() => import('../features/tarot/deck/card-detail-page')),
  draw: lazyPage(() => import('../features/tarot/draw/paizhen-page')),
  reading: lazyPage(() => import('../features/tarot/reading/reading-page')),
  readings: lazyPage(() => import('../features/tarot/reading/my-readings-page')),
  testCover: lazyPage(() => import('../features/tarot/test/cover-page')),
  testQuestions: lazyPage(() => import('../features/tarot/test/question-page')),
  testResult: lazyPage(() => import('../features/tarot/test/result-page')),
};
const bazi = {
  hub: lazyPage(() => import('../features/bazi/hub/paipan-page')),
  input: lazyPage(() => import('../features/bazi/input/bazi-page')),
  details: lazyPage(() => import('../features/bazi/chart/details-page')),
  pro: lazyPage(() => import('../features/bazi/chart/pro-page')),
  ziwei: lazyPage(() => import('../features/bazi/ziwei/ziwei-page')),
  webview: lazyPage(() => import('../features/bazi/webview/webview-page')),
};
const account = {
  login: lazyPage(() => import('../features/account/login-withoutpwd-page')),
  smsCode: lazyPage(() => import('../features/account/login-smscode-page')),
  loginWithPassword: lazyPage(() => import('../features/account/login-withpwd-page')),
  register: lazyPage(() => import('../features/account/register-page')),
  registerByEmail: lazyPage(() => import('../features/account/register-by-email-page')),
  registerAdmin: lazyPage(() => import('../features/account/register-admin-page')),
  retrieve: lazyPage(() => import('../features/account/retrieve-page')),
  retrieveByEmail: lazyPage(() => import('../features/account/retrieve-by-email-page')),
  agreement: lazyPage(() => import('../features/account/agreement-page')),
  cropImage: lazyPage(() => import('../features/account/crop-image/crop-image-page')),
};
const userinfo = {
  userinfo: lazyPage(() => import('../features/account/userinfo/userinfo-page')),
  bindMobile: lazyPage(() => import('../features/account/userinfo/bind-mobile-page')),
  changePassword: lazyPage(() => import('../features/account/userinfo/change-password-page')),
  setPassword: lazyPage(() => import('../features/account/userinfo/set-password-page')),
  deactivate: lazyPage(() => import('../features/account/userinfo/deactivate-page')),
  realName: lazyPage(() => import('../features/account/userinfo/realname-page')),
  webview: lazyPage(() => import('../features/account/userinfo/webview-page')),
};
const memberCentre = {
  feedback: lazyPage(() => import('../features/feedback/feedback-page')),
  myFeedback: lazyPage(() => import('../features/feedback/my-feedback-page')),
  about: lazyPage(() => import('../features/about/about-page')),
  rate: lazyPage(() => import('../features/about/rate-page')),
  download: lazyPage(() => import('../features/about/download-page')),
};
const ucenter = {
  mine: lazyPage(() => import('../features/ucenter/ucenter-page')),
  points: lazyPage(() => import('../features/ucenter/points-page')),
  invite: lazyPage(() => import('../features/ucenter/invite-page')),
};
const almanac = {
  huangli: lazyPage(() => import('../features/almanac/huangli-page')),
  dayColour: lazyPage(() => import('../features/almanac/day-colour-page')),
  zeDay: lazyPage(() => import('../features/almanac/ze-day-page')),
};

const news = {
  list: lazyPage(() => import('../features/news/news-list-page')),
  detail: lazyPage(() => import('../features/news/news-detail-page')),
  readLog: lazyPage(() => import('../features/news/read-log-page')),
};
const search = lazyPage(() => import('../features/search/search-page'));

/** The signed-in user's own pages (spec §2, uni-id-pages userinfo/*): all need login. */
const USERINFO = '/uni_modules/uni-id-pages/pages/userinfo';
const userinfoRoutes: AppRoute[] = [
  { path: `${USERINFO}/userinfo`, page: userinfo.userinfo, title: 'userinfo', needLogin: true },
  { path: `${USERINFO}/bind-mobile/bind-mobile`, page: userinfo.bindMobile, title: 'bindMobile', needLogin: true },
  {
    path: `${USERINFO}/change_pwd/change_pwd`,
    page: userinfo.changePassword,
    title: 'changePassword',
    needLogin: true,
  },
  { path: `${USERINFO}/set-pwd/set-pwd`, page: userinfo.setPassword, title: 'setPassword', needLogin: true },
  { path: `${USERINFO}/deactivate/deactivate`, page: userinfo.deactivate, title: 'deactivate', needLogin: true },
  {
    path: `${USERINFO}/realname-verify/realname-verify`,
    page: userinfo.realName,
    title: 'realNameVerify',
    needLogin: true,
  },
];

const admin = {
  dashboard: lazyPage(() => import('../features/admin/admin-page')),
  feedback: lazyPage(() => import('../features/admin/feedback-page')),
  users: lazyPage(() => import('../features/admin/users-page')),
  articles: lazyPage(() => import('../features/admin/articles-page')),
  articleEditor: lazyPage(() => import('../features/admin/article-editor-page')),
  banners: lazyPage(() => import('../features/admin/banners-page')),
};

/** The admin console: open to every signed-in member, but its API answers only administrators. */
const adminRoutes: AppRoute[] = [
  { path: '/pages/admin/admin', page: admin.dashboard, title: 'admin', needLogin: true },
  { path: '/pages/admin/feedback/feedback', page: admin.feedback, title: 'adminFeedback', needLogin: true },
  { path: '/pages/admin/users/users', page: admin.users, title: 'adminUsers', needLogin: true },
  { path: '/pages/admin/articles/articles', page: admin.articles, title: 'adminArticles', needLogin: true },
  { path: '/pages/admin/articles/edit', page: admin.articleEditor, title: 'adminArticleEditor', needLogin: true },
  { path: '/pages/admin/banners/banners', page: admin.banners, title: 'adminBanners', needLogin: true },
];

/** The spec's route table (§2); every page is its own lazily loaded chunk. */
export const ROUTES: readonly AppRoute[] = [
  { path: '/', page: home, title: 'home', tab: 0 },
  { path: '/home', page: home, title: 'home', tab: 0 },
  { path: '/zhen', page: tarot.zhen, title: 'spreads', tab: 1 },
  { path: '/paimian', page: tarot.paimian, title: 'cards', tab: 2 },
  { path: '/jinripaizhen', page: tarot.daily, title: 'daily', tab: 3, customNavBar: true },
  { path: '/pages/tarot/detail', page: tarot.detail },
  { path: '/pages/tarot/paizhen', page: tarot.draw, title: 'spreadReading', customNavBar: true },
  { path: '/pages/tarot/detailPaizhen', page: tarot.reading, title: 'spreadReading' },
  { path: '/pages/tarot/readings', page: tarot.readings, title: 'myReadings' },
  { path: '/test/fengmian', page: tarot.testCover, title: 'test' },
  { path: '/test/test', page: tarot.testQuestions, title: 'test' },
  { path: '/test/end', page: tarot.testResult, title: 'test' },
  { path: '/paipan', page: bazi.hub, title: 'paipan' },
  { path: '/bazi', page: bazi.input, title: 'bazi' },
  { path: '/pages/bazi/details', page: bazi.details, title: 'baziDetails' },
  { path: '/bazipro', page: bazi.pro, title: 'baziPro' },
  { path: '/ziwei', page: bazi.ziwei, title: 'ziwei' },
  { path: '/pages/common/webview/webview', page: bazi.webview, title: 'paipan' },
  { path: '/uni_modules/uni-id-pages/pages/login/login-withoutpwd', page: account.login, title: 'login' },
  { path: '/uni_modules/uni-id-pages/pages/login/login-smscode', page: account.smsCode, title: 'smsLogin' },
  {
    path: '/uni_modules/uni-id-pages/pages/login/login-withpwd',
    page: account.loginWithPassword,
    title: 'login',
  },
  { path: '/uni_modules/uni-id-pages/pages/register/register', page: account.register, title: 'register' },
  {
    path: '/uni_modules/uni-id-pages/pages/register/register-by-email',
    page: account.registerByEmail,
    title: 'registerByEmail',
  },
  {
    path: '/uni_modules/uni-id-pages/pages/register/register-admin',
    page: account.registerAdmin,
    title: 'registerAdmin',
  },
  { path: '/uni_modules/uni-id-pages/pages/retrieve/retrieve', page: account.retrieve, title: 'retrieve' },
  {
    path: '/uni_modules/uni-id-pages/pages/retrieve/retrieve-by-email',
    page: account.retrieveByEmail,
    title: 'retrieveByEmail',
  },
  {
    path: '/uni_modules/uni-id-pages/pages/userinfo/cropImage/cropImage',
    page: account.cropImage,
    title: 'cropImage',
    needLogin: true,
  },
  { path: '/pages/uni-agree/uni-agree', page: account.agreement, title: 'agreement', customNavBar: true },
  ...userinfoRoutes,
  { path: '/uni_modules/uni-id-pages/pages/common/webview/webview', page: userinfo.webview },
  { path: '/huangli', page: almanac.huangli, title: 'huangli' },
  { path: '/daycolor', page: almanac.dayColour, title: 'dayColour' },
  { path: '/zeday', page: almanac.zeDay, title: 'zeDay' },
  { path: '/pages/news/list/list', page: news.list, title: 'newsList' },
  { path: '/pages/news/detail/detail', page: news.detail, title: 'newsDetail' },
  {
    path: '/pages/ucenter/read-news-log/read-news-log',
    page: news.readLog,
    title: 'readNewsLog',
    needLogin: true,
  },
  { path: '/pages/search/search', page: search, title: 'search' },
  {
    path: '/pages/ucenter/settings/settings',
    page: lazyPage(() => import('../features/settings/settings-page')),
    title: 'settings',
  },
  { path: '/pages/ucenter/ucenter', page: ucenter.mine, title: 'ucenter', customNavBar: true },
  { path: '/pages/ucenter/points/points', page: ucenter.points, title: 'points', needLogin: true },
  { path: '/pages/ucenter/invite/invite', page: ucenter.invite, title: 'invite', needLogin: true },
  {
    path: '/uni_modules/uni-feedback/pages/opendb-feedback/opendb-feedback',
    page: memberCentre.feedback,
    title: 'feedback',
  },
  {
    path: '/uni_modules/uni-feedback/pages/my-feedback/my-feedback',
    page: memberCentre.myFeedback,
    title: 'myFeedback',
    needLogin: true,
  },
  { path: '/pages/ucenter/about/about', page: memberCentre.about, title: 'about' },
  { path: '/pages/ucenter/rate/rate', page: memberCentre.rate, title: 'rateApp' },
  { path: '/pages/ucenter/download/download', page: memberCentre.download, title: 'download' },
  ...adminRoutes,
];

export const NOT_FOUND_ROUTE: AppRoute = {
  path: '*',
  page: lazyPage(() => import('../features/not-found/not-found-page')),
  title: 'notFound',
};

export function findRoute(pathname: string): AppRoute {
  return ROUTES.find((route) => route.path === pathname) ?? NOT_FOUND_ROUTE;
}
