import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, phonePage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const CHART = 'g=male&cal=solar&d=1990-05-17&t=08:05&zi=nextDay';

describe('readings that answer', () => {
  it('reads a 八字 chart: strength with its score, pattern, useful elements, the five areas and this year', async () => {
    const phone = await phonePage(browser);
    await phone.open(`/pages/bazi/details?${CHART}`);
    const { page } = phone;
    await page.getByRole('heading', { name: '命盘解读' }).waitFor();
    for (const section of ['日主旺衰', '格局', '喜用与忌', '五个方面的倾向']) {
      await page.getByRole('heading', { name: section, level: 3 }).waitFor();
    }
    await page.getByText(/\d+ \/ 100 分/).waitFor();
    for (const area of ['性格', '事业', '财务']) await page.getByRole('heading', { name: area, level: 4 }).waitFor();
    await page.getByRole('heading', { name: '日主旺衰' }).scrollIntoViewIfNeeded();
    await phone.screenshot('bazi-reading-zh-Hans');
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('reads a 紫微 chart palace by palace, with 命宫, 身宫 and the current periods', async () => {
    const phone = await phonePage(browser, 'en-US');
    await phone.open(`/ziwei?${CHART}`);
    await phone.page.getByText('Decades and years').waitFor();
    const chooser = phone.page.getByRole('button', { name: /Wealth/ }).last();
    await chooser.click();
    await phone.page
      .getByRole('heading', { name: /Wealth/ })
      .last()
      .waitFor();
    await phone.screenshot('ziwei-reading-en');
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('answers a three-card love question, quoting it in the summary', async () => {
    const phone = await phonePage(browser);
    const question = '我和他的感情会有结果吗？';
    await phone.open(
      `/pages/tarot/detailPaizhen?spread=three-times&cards=cups-02:u,major-06:u,swords-03:r&q=${encodeURIComponent(question)}`,
    );
    await phone.page.getByRole('heading', { name: question }).waitFor();
    const summary = phone.page.locator('section', { has: phone.page.getByRole('heading', { name: '整体解读' }) });
    await summary.getByText(question, { exact: false }).waitFor();
    await summary.scrollIntoViewIfNeeded();
    await phone.screenshot('reading-love-question-zh-Hans');
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('finds 嫁娶 days in a month for two zodiacs, never a 黑道 day, and explains the rest', async () => {
    const phone = await phonePage(browser);
    await phone.open('/zeday?event=嫁娶&from=2026-12-01&to=2026-12-31&zodiac=狗&partner=猪');
    await phone.page.getByText(/共找到 \d+ 个吉日/).waitFor();
    expect(await phone.page.getByText('黑道', { exact: false }).count()).toBe(0);
    await phone.screenshot('ze-day-marriage-zh-Hans');
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });
});
