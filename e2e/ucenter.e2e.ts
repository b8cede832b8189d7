import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { adminSession } from './support/admin';
import { launchBrowser, phonePage, signedInPhone } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('Mine, points and invitations', () => {
  it('schedules a house promotion in the console, the ad the check-in shows', async () => {
    const desk = await signedInPhone(browser, await adminSession(inject('baseUrl')));
    await desk.open('/pages/admin/promotions/promotions');
    await desk.page.getByTestId('promotion-file').setInputFiles('apps/web/public/icon-512.png');
    await desk.page.getByPlaceholder('https://').fill('https://example.com/new-moon');
    await desk.page.getByRole('button', { name: '上传并投放' }).click();
    await desk.page.getByText('https://example.com/new-moon').waitFor();
    await desk.screenshot('admin-promotions-zh-Hans');
    expect(desk.problems).toEqual([]);
    await desk.context.close();
  });

  it('signs up, checks in twice (daily and after an ad) and shows the invite code with its QR code', async () => {
    const phone = await phonePage(browser);
    const { page } = phone;

    // A visitor reaches Mine from home and sees the sign-in prompt where points would be.
    await phone.open('/');
    await page.getByRole('link', { name: '我的' }).click();
    await page.getByText('登录 / 注册').waitFor();
    await page.getByText('未登录').waitFor();
    expect(await page.getByText('我的积分').count()).toBe(0);
    await phone.screenshot('ucenter-visitor-zh-Hans');

    await phone.open(
      `/uni_modules/uni-id-pages/pages/register/register?redirect=${encodeURIComponent('/pages/ucenter/ucenter')}`,
    );
    await page.getByPlaceholder('用户名', { exact: true }).fill(`uc_${Date.now().toString(36)}`);
    await page.getByPlaceholder('昵称', { exact: true }).fill('星空旅人');
    await page.getByPlaceholder('密码', { exact: true }).fill('tarot2026!');
    await page.getByPlaceholder('再次输入密码').fill('tarot2026!');
    await page.getByText('我已阅读并同意').click();
    await page.getByRole('button', { name: '注册', exact: true }).click();

    // Back on Mine as a member: the name, a balance of 0, and the members' items.
    await page.getByText('星空旅人', { exact: true }).waitFor();
    await page.getByText('我的积分').waitFor();
    const points = page.locator('a[href$="/pages/ucenter/points/points"]').first();
    await expect.poll(() => points.innerText()).toContain('0');

    await page.getByRole('button', { name: /每日签到/ }).click();
    await page.getByText('签到成功，+5 积分（连续 1 天）').waitFor();
    await page.getByRole('button', { name: /今日已签到/ }).waitFor();
    await expect.poll(() => points.innerText()).toContain('5');

    // The scheduled promotion runs its countdown; a tap on it does not skip it.
    await page.getByRole('button', { name: /看广告签到/ }).click();
    const ad = page.getByRole('dialog', { name: '广告' });
    await ad.waitFor();
    await page
      .getByRole('timer')
      .getByText(/秒后可领取奖励/)
      .waitFor();
    await ad.getByRole('link', { name: '了解更多' }).waitFor();
    await ad.click({ position: { x: 180, y: 120 } });
    await phone.screenshot('ad-check-in-zh-Hans');
    await page.getByText('广告签到成功，+10 积分').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: /今日已领取/ }).waitFor();
    await expect.poll(() => points.innerText()).toContain('15');
    await phone.screenshot('ucenter-member-zh-Hans');

    // The points page lists both changes, newest first.
    await page.getByText('我的积分').click();
    await expect.poll(() => page.getByTestId('points-balance').innerText()).toBe('15');
    await page.getByText('看广告签到', { exact: true }).waitFor();
    await page.getByText('每日签到', { exact: true }).waitFor();
    await phone.screenshot('points-zh-Hans');

    await phone.open('/pages/ucenter/ucenter');
    await page.getByText(/^邀请好友/).click();
    // The code in groups of four from the look-alike-free alphabet; the share sheet has the link and its QR code.
    await expect.poll(() => page.getByTestId('invite-code').innerText()).toMatch(/^([A-HJKMNP-Z2-9]{4}-){4}[A-HJKMNP-Z2-9]{4}$/);
    await page.getByText('还没有邀请到好友').waitFor();
    await phone.screenshot('invite-zh-Hans');
    await page.getByRole('button', { name: '分享邀请' }).click();
    const qr = page.getByRole('img', { name: '邀请链接二维码' });
    await qr.waitFor();
    expect((await qr.boundingBox())?.width).toBeGreaterThan(100);
    await expect.poll(() => page.getByTestId('invite-link').innerText()).toMatch(/inviteCode=[A-HJKMNP-Z2-9]{20}$/);
    await phone.screenshot('invite-share-zh-Hans');

    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('shows the ad check-in in English with the scheduled promotion', async () => {
    const session = await fetch(`${inject('baseUrl')}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: `en_${Date.now().toString(36)}`, nickname: 'Stargazer', password: 'tarot2026!' }),
    }).then((response) => response.json());
    const phone = await signedInPhone(browser, session, 'en-US');
    await phone.open('/pages/ucenter/ucenter');
    await phone.page.getByRole('button', { name: /Ad check-in/ }).click();
    const ad = phone.page.getByRole('dialog', { name: 'Ad' });
    await ad.getByRole('link', { name: 'Learn more' }).waitFor();
    await phone.screenshot('ad-check-in-en');
    await phone.page.getByRole('button', { name: /Ad check-in/ }).or(phone.page.getByText(/\+10/)).first().waitFor({ timeout: 15_000 });
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });
});
