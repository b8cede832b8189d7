import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, phonePage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const faceOf = (src: string | null) => /\/((?:major|wands|cups|swords|pentacles)-\d+)-\d+\.webp/.exec(src ?? '')?.[1];

describe('the home page leads with today', () => {
  it('greets, turns today’s card over in place (the daily tab’s card), gives the day’s 宜忌 and colour, and keeps every tool', async () => {
    const phone = await phonePage(browser);
    const { page } = phone;
    await phone.open('/');
    await page.getByRole('heading', { level: 1, name: /好|夜深了/ }).waitFor();

    // The day's line from the app's own cached route, with its 干支 and colour.
    await page.getByRole('heading', { name: /^[甲乙丙丁戊己庚辛壬癸][子丑寅卯辰巳午未申酉戌亥]日$/ }).waitFor();
    await page.getByText('宜', { exact: true }).waitFor();
    await page.getByText(/色（[木火土金水]）$/).waitFor();
    await phone.screenshot('home-visitor-zh-Hans');

    const turn = page.getByRole('button', { name: '翻开今日之牌' });
    const face = await turn.locator('img').getAttribute('src');
    expect(faceOf(face)).toBeDefined();
    await turn.click();
    await page.getByText(/^(正位|逆位)$/).waitFor();
    await page.getByRole('img', { name: /.+/ }).first().waitFor();
    await phone.screenshot('home-card-turned-zh-Hans');

    // The daily tab shows the very card, already turned over.
    await page.getByRole('link', { name: '看今日运势' }).click();
    await page
      .getByRole('button', { name: '翻开今日之牌' })
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    const dailyFace = await page.locator('[data-face-up="true"] img').first().getAttribute('src');
    expect(faceOf(dailyFace)).toBe(faceOf(face));

    // Every tool is still one tap from home.
    await phone.open('/');
    await page.getByRole('heading', { name: '全部工具' }).scrollIntoViewIfNeeded();
    for (const name of ['塔罗排阵', '老黄历', '八字排盘']) await page.getByRole('link', { name }).first().waitFor();
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('lets a member check in from home and shows the streak', async () => {
    const phone = await phonePage(browser, 'en-US');
    const { page } = phone;
    await phone.open(`/uni_modules/uni-id-pages/pages/register/register?redirect=${encodeURIComponent('/')}`);
    await page.getByPlaceholder(/^Username/).fill(`home_${Date.now().toString(36)}`);
    await page.getByPlaceholder('Nickname', { exact: true }).fill('Stargazer');
    await page.getByPlaceholder('Password', { exact: true }).fill('tarot2026!');
    await page.getByPlaceholder('Enter the password again').fill('tarot2026!');
    await page.getByText('I have read and agree').click();
    await page.getByRole('button', { name: 'Register', exact: true }).click();

    await page.getByRole('heading', { level: 1, name: /^Good / }).waitFor();
    await page.getByText('Check in today to start a streak').waitFor();
    await page.getByRole('button', { name: 'Check in +5' }).click();
    await page.getByText('1-day check-in streak').waitFor();
    await page.getByText('Checked in today').waitFor();
    // The member's card of the day comes from the server and turns over like a visitor's.
    await page.getByRole('button', { name: "Turn over today's card" }).click();
    await page.getByText(/^(Upright|Reversed)$/).waitFor();
    await phone.screenshot('home-member-en');
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });
});
