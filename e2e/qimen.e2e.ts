import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, phonePage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** kinqimen #4's published chart: 惊蛰 阳遁七局, 值符 天英 to 震3, 值使 景门 to 离9. */
const PUBLISHED = '/qimen?date=2021-03-09&time=09:00&tz=Asia/Shanghai';

describe('奇门遁甲', () => {
  it('opens from its home tile on the chart of now, and casts, reads and keeps any moment and question', async () => {
    const phone = await phonePage(browser);
    const { page } = phone;
    await phone.open('/');
    await page.getByRole('link', { name: '奇门' }).click();
    await page.getByRole('heading', { name: '奇门遁甲' }).waitFor();
    // Now, on the device's clock: a chart with a 局 and no moment in the address.
    await page.getByText(/[阳阴]遁[一二三四五六七八九]局/).waitFor();
    expect(new URL(page.url()).hash).not.toContain('date=');

    await phone.open(`${PUBLISHED}&q=career`);
    await page.getByText('阳遁七局').waitFor();
    const board = page.getByRole('group', { name: '九宫盘，南在上' });
    // South on top: the first row is 巽4 离9 坤2.
    const palaces = board.getByRole('button');
    await expect.poll(() => palaces.count()).toBe(9);
    expect(await palaces.nth(1).innerText()).toContain('离9');
    expect(await palaces.nth(3).innerText()).toContain('天英');
    expect(await palaces.nth(1).innerText()).toContain('景门');
    await page.getByText('问事业，取开门为用神').waitFor();
    await phone.screenshot('qimen-zh-Hans');

    // Another question and another palace: the address keeps the question, the panel the palace.
    await page.getByRole('button', { name: '求财' }).click();
    await page.getByText('问求财，取生门为用神').waitFor();
    expect(new URL(page.url()).hash).toContain('q=wealth');
    await palaces.nth(7).click();
    await page.getByRole('heading', { name: '坎一宫（北）' }).waitFor();
    await page.getByRole('heading', { name: '格局' }).scrollIntoViewIfNeeded();
    await phone.screenshot('qimen-reading-zh-Hans');

    await page.reload();
    await page.getByText('问求财，取生门为用神').waitFor();
    await page.getByRole('button', { name: '现在' }).click();
    await expect.poll(() => new URL(page.url()).hash).not.toContain('date=');
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('reads in English with the Chinese beside each term', async () => {
    const phone = await phonePage(browser, 'en-US');
    const { page } = phone;
    await phone.open(`${PUBLISHED}&q=health`);
    await page.getByRole('heading', { name: 'Qi Men Dun Jia' }).waitFor();
    await page.getByText('Yang chart 7').waitFor();
    await page.getByText(/For health, the chart reads Tian Xin/).waitFor();
    await page.getByText(/please see a doctor/).waitFor();
    await phone.screenshot('qimen-en');
    await page.getByRole('heading', { name: 'Patterns' }).scrollIntoViewIfNeeded();
    await phone.screenshot('qimen-reading-en');
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });
});
