import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, phonePage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('星座', () => {
  it('opens from its home tile on today’s sky and the twelve signs, and reads a sign’s day, week and month', async () => {
    const phone = await phonePage(browser);
    const { page } = phone;
    await phone.open('/');
    await page.getByRole('link', { name: '星座', exact: true }).click();
    await page.getByRole('heading', { name: '此刻星空' }).waitFor();
    await page.getByText(/^月亮在..座$/).waitFor();
    await page.getByText(/(逆行中：|此刻没有行星逆行)/).waitFor();
    const tiles = page.getByRole('list').getByRole('link');
    await expect.poll(() => tiles.count()).toBe(12);
    await phone.screenshot('xingzuo-zh-Hans');

    await page.getByRole('link', { name: /狮子座/ }).click();
    await page.getByRole('heading', { name: '狮子座今日运势' }).waitFor();
    // Every day has the Moon's line, named with its sign and its hours in Beijing time.
    await page
      .getByRole('heading', { name: /^月亮在..座$/ })
      .first()
      .waitFor();
    await page
      .getByText(/\d\d-\d\d \d\d:\d\d – \d\d-\d\d \d\d:\d\d/)
      .first()
      .waitFor();
    await phone.screenshot('xingzuo-horoscope-zh-Hans');

    await page.getByRole('button', { name: '本月' }).click();
    await page.getByRole('heading', { name: '狮子座本月运势' }).waitFor();
    // A month follows the Sun through the sign's solar houses.
    await page
      .getByRole('heading', { name: /^太阳在..座$/ })
      .first()
      .waitFor();
    expect(new URL(page.url()).hash).toContain('period=month');
    await page.getByRole('button', { name: '双鱼座' }).click();
    await page.getByRole('heading', { name: '双鱼座本月运势' }).waitFor();
    await phone.screenshot('xingzuo-horoscope-month-zh-Hans');

    // The sign read last is kept on the device: the horoscope opens on it next time.
    await phone.open('/xingzuo/horoscope');
    await page.getByRole('heading', { name: '双鱼座今日运势' }).waitFor();
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('is found by searching for 星座', async () => {
    const phone = await phonePage(browser);
    const { page } = phone;
    await phone.open('/pages/search/search');
    await page.getByPlaceholder('搜索牌面、牌阵、工具和文章').fill('星座');
    await page.getByRole('region', { name: '工具' }).getByRole('link', { name: /星座/ }).click();
    await page.getByRole('heading', { name: '此刻星空' }).waitFor();
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  for (const [locale, sky, heading, name] of [
    ['en-US', 'The sky now', 'Leo this week', 'en'],
    ['ja-JP', 'いまの星空', '獅子座の今週の運勢', 'ja'],
  ] as const) {
    it(`reads in ${name}`, async () => {
      const phone = await phonePage(browser, locale);
      const { page } = phone;
      await phone.open('/xingzuo');
      await page.getByRole('heading', { name: sky }).waitFor();
      await phone.screenshot(`xingzuo-${name}`);
      await phone.open('/xingzuo/horoscope?sign=leo&period=week');
      await page.getByRole('heading', { name: heading }).waitFor();
      await phone.screenshot(`xingzuo-horoscope-${name}`);
      expect(phone.problems).toEqual([]);
      await phone.context.close();
    });
  }
});
