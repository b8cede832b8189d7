import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { sessionResponse } from '@tarot/contract/auth';
import { launchBrowser, phonePage, type PhonePage } from './support/browser';
import { baziChartBody } from './support/charts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type Locale = 'zh-CN' | 'en-US';
const NICKNAME = '离线星人';
const QUESTION = '离线的时候还能看到这次占卜吗？';
const CHART_NAME = 'Hong';
const CHART = 'g=male&cal=solar&d=1990-05-17&t=08:05&zi=nextDay';
const READING = `spread=three-times&cards=cups-02:u,major-06:u,swords-03:r&q=${encodeURIComponent(QUESTION)}`;

/** The same words in the two languages the journey runs in. */
const say = (zh: string | RegExp, en: string | RegExp) => (locale: Locale) => (locale === 'zh-CN' ? zh : en);

interface OfflinePage {
  readonly name: string;
  readonly path: string;
  /** What shows the page really opened with its content, not just its title bar. */
  shown(page: Page, locale: Locale): Locator;
  /** The page shows what was kept at the last visit, and says so while offline. */
  readonly kept?: boolean;
  /** Done once online, so the visit leaves what the page shows offline (a card turned over). */
  prepare?(page: Page, locale: Locale): Promise<void>;
}

const text = (words: (locale: Locale) => string | RegExp) => (page: Page, locale: Locale) =>
  page.getByText(words(locale)).first();

/** Every page of the route table that needs no server, and the member's pages kept on the device. */
const PAGES: readonly OfflinePage[] = [
  { name: 'home', path: '/', shown: text(say('全部工具', 'All tools')) },
  { name: 'spreads', path: '/zhen', shown: text(say('凯尔特十字', 'Celtic Cross')) },
  {
    name: 'cards',
    path: '/paimian',
    shown: (page, locale) => page.getByRole('link', { name: say('愚者', 'The Fool')(locale) }),
  },
  {
    name: 'card',
    path: '/pages/tarot/detail?id=cups-03',
    shown: (page, locale) => page.getByRole('heading', { name: say('圣杯三', 'Three of Cups')(locale), level: 2 }),
  },
  { name: 'draw', path: '/pages/tarot/paizhen?id=three-times', shown: text(say('开始洗牌', 'Shuffle the deck')) },
  { name: 'reading', path: `/pages/tarot/detailPaizhen?${READING}`, shown: text(say('整体解读', 'The whole reading')) },
  { name: 'quiz', path: '/test/fengmian', shown: text(say('你是哪张塔罗牌？', 'Which tarot card are you?')) },
  {
    name: 'daily',
    path: '/jinripaizhen',
    shown: text(say('幸运色', 'Lucky colour')),
    kept: true,
    prepare: async (page, locale) => {
      await page
        .getByRole('button', { name: say('翻开今日之牌', "Turn over today's card")(locale) })
        .first()
        .click();
    },
  },
  { name: 'readings', path: '/pages/tarot/readings', shown: text(() => QUESTION), kept: true },
  { name: 'charts', path: '/paipan', shown: text(() => CHART_NAME), kept: true },
  { name: 'bazi-form', path: '/bazi', shown: text(say('开始排盘', 'Cast the chart')) },
  { name: 'bazi', path: `/pages/bazi/details?${CHART}`, shown: text(say('命盘解读', 'Chart reading')) },
  { name: 'ziwei', path: `/ziwei?${CHART}`, shown: text(say('大限与流年', 'Decades and years')), kept: true },
  {
    name: 'qimen',
    path: '/qimen?date=2021-03-09&time=09:00&tz=Asia/Shanghai&q=career',
    shown: text(say('值符', 'Chief star')),
  },
  { name: 'xingzuo', path: '/xingzuo', shown: text(say('此刻星空', 'The sky now')) },
  {
    name: 'huangli',
    path: '/huangli?date=2024-02-10',
    shown: text(say('正月初一', /2024/)),
  },
  { name: 'daycolor', path: '/daycolor', shown: text(say('未来七天', 'The next 7 days')) },
  { name: 'zeday', path: '/zeday', shown: text(say(/共找到 \d+ 个吉日/, /Good days found: \d+/)) },
  {
    name: 'search',
    path: '/pages/search/search',
    shown: (page, locale) =>
      page.getByPlaceholder(
        say('搜索牌面、牌阵、工具和文章', 'Search cards, spreads, tools and articles')(locale) as string,
      ),
  },
  { name: 'mine', path: '/pages/ucenter/ucenter', shown: text(() => NICKNAME), kept: true },
  { name: 'settings', path: '/pages/ucenter/settings/settings', shown: text(say('清除缓存', 'Clear cache')) },
  { name: 'about', path: '/pages/ucenter/about/about', shown: text(say('应用版本', 'App version')) },
];

/** Pages whose purpose needs the server: offline they still open, and say that it needs the network. */
const NEEDS_NETWORK: readonly OfflinePage[] = [
  {
    name: 'feedback',
    path: '/uni_modules/uni-feedback/pages/opendb-feedback/opendb-feedback',
    shown: text(say('反馈内容', 'Your message')),
  },
  {
    name: 'login',
    path: '/uni_modules/uni-id-pages/pages/login/login-withpwd',
    shown: text(say('账号密码登录', 'Sign in with a password')),
  },
];

const baseUrl = () => inject('baseUrl');

async function api(path: string, token: string, body: unknown): Promise<void> {
  const answer = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(answer.status).toBe(200);
}

/** A new member with a reading, a saved chart and today's check-in (5 points), all in the account. */
async function memberWithData() {
  const registered = await fetch(`${baseUrl()}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: `off_${Date.now().toString(36)}`, nickname: NICKNAME, password: 'tarot2026!' }),
  });
  const session = sessionResponse.parse(await registered.json());
  await api('/api/readings', session.token, {
    spreadId: 'three-times',
    cards: [
      { id: 'cups-02', reversed: false },
      { id: 'major-06', reversed: false },
      { id: 'swords-03', reversed: true },
    ],
    question: QUESTION,
  });
  await api('/api/charts', session.token, baziChartBody(CHART_NAME));
  await api('/api/points/check-in', session.token, {});
  return session;
}

/** Signs the phone in the way the app keeps a session, once (not on every load, so a logout holds). */
async function signIn(phone: PhonePage, session: { token: string; tokenExpired: number }) {
  await phone.open('/');
  await phone.page.evaluate(
    ([token, expiry]) => {
      localStorage.setItem('uni_id_token', token!);
      localStorage.setItem('uni_id_token_expired', expiry!);
    },
    [session.token, String(session.tokenExpired)],
  );
}

/** The worker registers once the first screen is idle; from the next load on it serves the app. */
async function installApp(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

const keptEntries = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('kept')));

describe.each<{ locale: Locale; lang: string; notice: string; needed: string; retry: string }>([
  {
    locale: 'zh-CN',
    lang: 'zh-Hans',
    notice: '离线中。',
    needed: '这里的内容需要网络，连上网络后再试。',
    retry: '重试',
  },
  {
    locale: 'en-US',
    lang: 'en',
    notice: 'Offline.',
    needed: 'This needs a network connection; try again once you are online.',
    retry: 'Retry',
  },
])('a member offline after one visit ($lang)', ({ locale, lang, notice, needed, retry }) => {
  it('opens every page that needs no server, the member’s own from what the phone kept, and forgets them on logout', async () => {
    const session = await memberWithData();
    const phone = await phonePage(browser, locale);
    const { page, context } = phone;
    await signIn(phone, session);
    await installApp(page);

    for (const visited of [...PAGES, ...NEEDS_NETWORK]) {
      await phone.open(visited.path);
      await visited.prepare?.(page, locale);
      await visited.shown(page, locale).waitFor();
    }
    expect(await keptEntries(page)).toContain('kept.owner');

    await context.setOffline(true);
    await page.reload();
    for (const visited of PAGES) {
      await phone.open(visited.path);
      await visited.shown(page, locale).waitFor();
      if (visited.kept) await page.getByText(notice, { exact: true }).waitFor();
      await phone.screenshot(`offline-${visited.name}-${lang}`);
    }
    // Mine shows the balance kept at the last visit: the check-in's 5 points.
    const points = page.locator('a[href$="/pages/ucenter/points/points"]').first();
    await phone.open('/pages/ucenter/ucenter');
    await expect.poll(() => points.innerText()).toContain('5');

    for (const visited of NEEDS_NETWORK) {
      await phone.open(visited.path);
      await visited.shown(page, locale).waitFor();
      await page.getByText(needed).waitFor();
      await phone.screenshot(`offline-${visited.name}-${lang}`);
    }
    // Without today's card kept (say, the next morning), the daily tab says what is wrong and offers a retry.
    await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.includes('"daily-card","today"'))
        .forEach((key) => localStorage.removeItem(key)),
    );
    await phone.open('/jinripaizhen');
    await page.reload();
    await page.getByText(retry, { exact: true }).waitFor();
    await phone.screenshot(`offline-daily-retry-${lang}`);

    // Logging out, even without a network, forgets everything kept for the member.
    await phone.open('/pages/ucenter/settings/settings');
    await page.getByText(say('退出登录', 'Log out')(locale) as string, { exact: true }).click();
    await page
      .locator('.adm-dialog')
      .getByRole('button', { name: say('确定', 'OK')(locale) as string })
      .click();
    await expect.poll(() => keptEntries(page)).toEqual([]);
    await phone.open('/pages/ucenter/ucenter');
    await page.getByText(say('登录 / 注册', 'Sign in / Register')(locale) as string).waitFor();
    expect(await page.getByText(NICKNAME).count()).toBe(0);
    await phone.open('/pages/tarot/readings');
    await page.getByText(say('还没有保存的占卜', 'No saved readings yet')(locale)).first().waitFor();
    expect(await page.getByText(QUESTION).count()).toBe(0);
    await context.close();
  }, 300_000);
});
