import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { sessionResponse } from '@tarot/contract/auth';
import { launchBrowser, phonePage, type PhonePage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * WebAuthn refuses IP addresses as relying-party ids, so this journey opens the app on
 * `localhost` (the server's default WEBAUTHN_RP_ID) instead of 127.0.0.1.
 */
const origin = () => inject('baseUrl').replace('127.0.0.1', 'localhost');
const open = (page: Page, hashPath: string) => page.goto(`${origin()}/tarot/#${hashPath}`);

const png = (colour: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** A new member signed up through the API, with the session stored the way the app keeps it. */
async function signUp(phone: PhonePage): Promise<string> {
  const username = `fb_${Date.now().toString(36)}`;
  const response = await fetch(`${inject('baseUrl')}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, nickname: '反馈读者', password: 'tarot2026!' }),
  });
  const session = sessionResponse.parse(await response.json());
  await open(phone.page, '/');
  await phone.page.evaluate(({ token, tokenExpired }) => {
    localStorage.setItem('uni_id_token', token);
    localStorage.setItem('uni_id_token_expired', String(tokenExpired));
  }, session);
  return session.token;
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('uni_id_token'));

describe('feedback, settings and passkeys', () => {
  it('sends feedback with two images, clears the cache signed in, and signs in with a passkey', async () => {
    const phone = await phonePage(browser);
    const { page } = phone;
    // A phone with a fingerprint reader: Chromium's virtual platform authenticator.
    const cdp = await phone.context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });
    const token = await signUp(phone);

    // Feedback: a message and two pictures from the device, uploaded with progress.
    await open(page, '/uni_modules/uni-feedback/pages/opendb-feedback/opendb-feedback');
    await page.getByRole('button', { name: '提交反馈' }).click();
    await page.getByText('请填写反馈内容').waitFor();
    await page.getByRole('textbox', { name: '反馈内容' }).fill('抽牌动画在旧手机上有点卡，附上截图。');
    await page.getByTestId('feedback-images').setInputFiles([
      { name: 'first.png', mimeType: 'image/png', buffer: await png('#6831ff') },
      { name: 'second.png', mimeType: 'image/png', buffer: await png('#f6d98b') },
    ]);
    await page.getByRole('button', { name: '移除第 2 张图片' }).waitFor();
    await page.getByRole('progressbar').first().waitFor({ state: 'detached' });
    await page.getByRole('textbox', { name: '联系方式' }).fill('微信 tarot_reader');
    await page.getByRole('textbox', { name: '联系电话' }).fill('13800138000');
    await phone.screenshot('feedback-zh-Hans');
    await page.getByRole('button', { name: '提交反馈' }).click();

    // …then it is in my feedback, with both pictures, waiting for a reply.
    await page.getByText('抽牌动画在旧手机上有点卡，附上截图。').waitFor();
    await page.getByText('已收到，等待回复').waitFor();
    await expect.poll(() => page.locator('img[src*="/api/files/"]').count()).toBe(2);
    const loaded = await page
      .locator('img[src*="/api/files/"]')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth));
    expect(loaded).toEqual([320, 320]);
    await phone.screenshot('my-feedback-zh-Hans');

    // Settings: clearing the cache keeps the login and the language.
    await page.evaluate(() => {
      localStorage.setItem('CURRENT_LANG', 'zh-Hans');
      localStorage.setItem('search-history', JSON.stringify(['愚者', '星星']));
    });
    await open(page, '/pages/ucenter/settings/settings');
    await page.getByText('清除缓存').waitFor();
    await expect.poll(() => page.getByTestId('cache-size').innerText()).not.toBe('…');
    await phone.screenshot('settings-member-zh-Hans');
    await page.getByText('清除缓存').click();
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByText('缓存已清除').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('search-history'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('CURRENT_LANG'))).toBe('zh-Hans');
    expect(await storedToken(page)).toBe(token);
    await page.getByText('退出登录').waitFor();

    // Fingerprint unlock registers this device's passkey…
    await page.getByRole('switch', { name: '指纹解锁' }).click();
    await page.getByText('已开启，下次可用指纹或面容登录').waitFor();
    await expect.poll(() => page.getByRole('switch', { name: '人脸解锁' }).getAttribute('aria-checked')).toBe('true');
    // …log out, and sign in again with the fingerprint button.
    await page.getByText('退出登录').click();
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByText('已退出登录').waitFor();
    expect(await storedToken(page)).toBeNull();
    await open(page, '/uni_modules/uni-id-pages/pages/login/login-withoutpwd');
    await page.getByRole('button', { name: '指纹 / 面容登录' }).click();
    await expect.poll(() => storedToken(page)).toMatch(/^ey/);
    expect(await storedToken(page)).not.toBe(token);
    const me = await page.evaluate(async () => {
      const response = await fetch('/api/auth/me', {
        headers: { authorization: `Bearer ${localStorage.getItem('uni_id_token')}` },
      });
      return (await response.json()) as { nickname: string };
    });
    expect(me.nickname).toBe('反馈读者');
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it.each([
    ['zh-CN', 'zh-Hans', '给我们评分'],
    ['en-US', 'en', 'Rate us'],
  ])('shows about, rating and download pages (%s)', async (locale, language, rateUs) => {
    const phone = await phonePage(browser, locale);
    const { page } = phone;
    await signUp(phone);
    if (language === 'en') {
      for (const [path, name] of [
        ['/uni_modules/uni-feedback/pages/opendb-feedback/opendb-feedback', 'feedback'],
        ['/uni_modules/uni-feedback/pages/my-feedback/my-feedback', 'my-feedback'],
        ['/pages/ucenter/settings/settings', 'settings-member'],
      ] as const) {
        await open(page, path);
        await page.locator('.adm-list, .adm-error-block').first().waitFor();
        await phone.screenshot(`${name}-en`);
      }
    }
    await open(page, '/pages/ucenter/about/about');
    await page.getByText('1.0.7 (100060)').waitFor();
    await page.getByText('1.0.0', { exact: true }).waitFor();
    await phone.screenshot(`about-${language}`);

    await page.getByText(rateUs).click();
    await page.getByRole('radio').nth(3).tap();
    await page.getByRole('textbox').fill(language === 'en' ? 'Lovely cards' : '牌面很美');
    await phone.screenshot(`rate-${language}`);
    await page.locator('button.adm-button-primary').click();
    await page.locator('.adm-result-success').waitFor();
    await phone.screenshot(`rate-thanks-${language}`);

    await open(page, '/pages/ucenter/download/download');
    await expect.poll(() => page.locator('canvas[role="img"]').count()).toBe(2);
    await phone.screenshot(`download-${language}`);
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });
});
