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
  agreement: lazyPage(() => import('../features/account/agreement-page')),
};
const almanac = {
  huangli: lazyPage(() => import('../features/almanac/huangli-page')),
  dayColour: lazyPage(() => import('../features/almanac/day-colour-page')),
  zeDay: lazyPage(() => import('../features/almanac/ze-day-page')),
};

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
  { path: '/pages/uni-agree/uni-agree', page: account.agreement, title: 'agreement', customNavBar: true },
  { path: '/huangli', page: almanac.huangli, title: 'huangli' },
  { path: '/daycolor', page: almanac.dayColour, title: 'dayColour' },
  { path: '/zeday', page: almanac.zeDay, title: 'zeDay' },
  {
    path: '/pages/ucenter/settings/settings',
    page: lazyPage(() => import('../features/settings/settings-page')),
    title: 'settings',
  },
];

export const NOT_FOUND_ROUTE: AppRoute = {
  path: '*',
  page: lazyPage(() => import('../features/not-found/not-found-page')),
  title: 'notFound',
};

export function findRoute(pathname: string): AppRoute {
  return ROUTES.find((route) => route.path === pathname) ?? NOT_FOUND_ROUTE;
}
