import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startStandIns, type StandIns } from '../apps/server/test/sign-in/stand-ins';
import { launchBrowser, phonePage, type PhonePage } from './support/browser';
import { startAppServer, type AppServer } from './support/server';

/** A port nobody listens on now: the server must know its own address for the callback settings. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** The stand-ins' settings as the environment gives them to the real server. */
function environment(standIns: StandIns, base: string): Record<string, string> {
  const { weixin, qq, apple, xiaomi } = standIns.settings(base);
  return {
    WEIXIN_APP_ID: weixin!.web!.appId,
    WEIXIN_APP_SECRET: weixin!.web!.secret,
    WEIXIN_CALLBACK_URL: weixin!.callbackUrl,
    WEIXIN_OPEN_BASE_URL: weixin!.openBaseUrl,
    WEIXIN_API_BASE_URL: weixin!.apiBaseUrl,
    QQ_APP_ID: qq!.appId,
    QQ_APP_KEY: qq!.appKey,
    QQ_CALLBACK_URL: qq!.callbackUrl,
    QQ_BASE_URL: qq!.baseUrl,
    APPLE_CLIENT_ID: apple!.clientId,
    APPLE_TEAM_ID: apple!.teamId,
    APPLE_KEY_ID: apple!.keyId,
    APPLE_PRIVATE_KEY: apple!.privateKey,
    APPLE_CALLBACK_URL: apple!.callbackUrl,
    APPLE_BASE_URL: apple!.baseUrl,
    XIAOMI_CLIENT_ID: xiaomi!.clientId,
    XIAOMI_CLIENT_SECRET: xiaomi!.clientSecret,
    XIAOMI_CALLBACK_URL: xiaomi!.callbackUrl,
    XIAOMI_ACCOUNT_BASE_URL: xiaomi!.accountBaseUrl,
    XIAOMI_API_BASE_URL: xiaomi!.apiBaseUrl,
  };
}

let standIns: StandIns;
let server: AppServer;
let browser: Browser;
beforeAll(async () => {
  standIns = await startStandIns();
  const port = await freePort();
  // One after the other: on a busy machine a server start alone takes most of its minute.
  server = await startAppServer({ PORT: String(port), ...environment(standIns, `http://127.0.0.1:${port}`) });
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await standIns?.close();
});

const LOGIN = '/uni_modules/uni-id-pages/pages/login/login-withoutpwd';
const LINKED = '/uni_modules/uni-id-pages/pages/userinfo/linked-accounts/linked-accounts';

const open = (phone: PhonePage, hashPath: string) => phone.page.goto(`${server.url}/tarot/#${hashPath}`);

describe('third-party sign-in in the browser', () => {
  it('signs up through WeChat, links QQ in settings, and signs in with Apple by form_post', async () => {
    const phone = await phonePage(browser);
    const { page } = phone;
    standIns.signInAs('weixin', { id: `wx-${Date.now()}`, unionid: `u-${Date.now()}`, nickname: '微信旅人' });
    await open(phone, `${LOGIN}?redirect=${encodeURIComponent('/pages/ucenter/settings/settings')}`);
    await page.getByText('其他登录方式').waitFor();
    for (const name of ['微信', 'Apple', 'QQ', '小米']) await page.getByRole('button', { name }).waitFor();
    await phone.screenshot('sign-in-login-zh-Hans');

    // Out to the WeChat stand-in, back through the callback and the return page, on to settings.
    await page.getByRole('button', { name: '微信' }).click();
    await page.waitForURL(/settings\/settings$/);
    await page.getByText('退出登录').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('uni_id_token'))).toMatch(/^ey/);

    await page.getByText('第三方账号绑定').click();
    await page.getByText('可用于登录本账号的第三方账号').waitFor();
    const row = (name: string) => page.locator('.adm-list-item', { hasText: name });
    await row('微信').getByRole('button', { name: '解除绑定' }).waitFor();
    standIns.signInAs('qq', { id: `qq-${Date.now()}`, nickname: 'QQ旅人' });
    await row('QQ').getByRole('button', { name: '绑定' }).click();
    await page.waitForURL(/linked-accounts\/linked-accounts$/);
    await row('QQ').getByRole('button', { name: '解除绑定' }).waitFor();
    await phone.screenshot('sign-in-linked-accounts-zh-Hans');

    // Unlinking WeChat leaves QQ as a way in, so it is allowed.
    await row('微信').getByRole('button', { name: '解除绑定' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await row('微信').getByRole('button', { name: '绑定' }).waitFor();
    expect(phone.problems).toEqual([]);

    const english = await phonePage(browser, 'en-US');
    standIns.signInAs('apple', {
      id: `apple-${Date.now()}`,
      nickname: '',
      name: { firstName: 'Ada', lastName: 'Lovelace' },
    });
    await open(english, LOGIN);
    await english.page.getByText('Other ways to sign in').waitFor();
    await english.screenshot('sign-in-login-en');
    await english.page.getByRole('button', { name: 'Apple' }).click();
    await english.page.waitForURL(/#\/$/);
    await open(english, LINKED);
    await english.page
      .locator('.adm-list-item', { hasText: 'Apple' })
      .getByRole('button', { name: 'Unlink' })
      .waitFor();
    await english.screenshot('sign-in-linked-accounts-en');
    const token = await english.page.evaluate(() => localStorage.getItem('uni_id_token'));
    const me = await fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect((await me.json()).nickname).toBe('Ada Lovelace');
    expect(english.problems).toEqual([]);
  });
});
