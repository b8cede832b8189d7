import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, phonePage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('老黄历, 穿衣颜色 and 择日', () => {
  it('pages the almanac forward a day and keeps the day through a reload', async () => {
    const phone = await phonePage(browser);
    await phone.open('/huangli?date=2024-02-10');
    await phone.page.getByRole('heading', { name: '老黄历' }).waitFor();
    // 春节 2024: 正月初一, a 甲辰 day.
    await phone.page.getByText('正月初一').first().waitFor();
    await phone.page
      .getByText(/甲辰日/)
      .first()
      .waitFor();
    await phone.screenshot('huangli-zh-Hans');
    await phone.page.getByRole('button', { name: '后一天' }).click();
    await phone.page.getByText('正月初二').first().waitFor();
    expect(new URL(phone.page.url()).hash).toContain('date=2024-02-11');
    await phone.page.reload();
    await phone.page.getByText('正月初二').first().waitFor();
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('opens the date picker on a tap as soon as the day shows, and goes to the day picked', async () => {
    const phone = await phonePage(browser);
    await phone.open('/huangli?date=2024-02-10');
    // The picker's code arrives after the page; a tap before it does opens it once it has.
    await phone.page.getByRole('button', { name: '选择日期' }).click();
    const picker = phone.page.locator('.adm-picker');
    await picker.waitFor();
    await phone.screenshot('huangli-date-picker-zh-Hans');
    // One step down the day column, through its screen-reader button: the 11th.
    await picker.getByRole('button', { name: '下一项：11' }).dispatchEvent('click');
    await picker.getByText('确定').click();
    await phone.page.getByText('正月初二').first().waitFor();
    expect(new URL(phone.page.url()).hash).toContain('date=2024-02-11');
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('finds good 嫁娶 days in the next three months and opens one in the almanac', async () => {
    const phone = await phonePage(browser);
    await phone.open('/zeday');
    await phone.page.getByRole('heading', { name: '择日' }).waitFor();
    await phone.page.getByText(/共找到 \d+ 个吉日/).waitFor();
    await phone.screenshot('zeday-zh-Hans');
    const first = phone.page.getByRole('link', { name: /查看 .* 的黄历/ }).first();
    await first.click();
    await phone.page.getByRole('heading', { name: '老黄历' }).waitFor();
    expect(new URL(phone.page.url()).hash).toMatch(/date=\d{4}-\d{2}-\d{2}/);
    await phone.page.getByText('嫁娶').first().waitFor();
    await phone.context.close();
  });

  it('rates the colours of the day and the week ahead', async () => {
    const phone = await phonePage(browser);
    await phone.open('/daycolor');
    await phone.page.getByRole('heading', { name: '每日穿衣颜色' }).waitFor();
    await phone.page.getByText('未来七天').waitFor();
    await phone.page.getByText('大吉').first().waitFor();
    await phone.screenshot('daycolor-zh-Hans');
    await phone.context.close();
  });

  it('reads in English for an English phone', async () => {
    const phone = await phonePage(browser, 'en-US');
    await phone.open('/huangli?date=2024-02-10');
    await phone.page.getByRole('heading', { name: 'Chinese Almanac' }).waitFor();
    // The day itself, not its loading state: 春节 2024 is a statutory day off.
    await phone.page.getByText('Spring Festival · day off').waitFor();
    await phone.screenshot('huangli-en');
    await phone.open('/zeday');
    await phone.page.getByRole('heading', { name: 'Auspicious Dates' }).waitFor();
    await phone.screenshot('zeday-en');
    await phone.open('/daycolor');
    await phone.page.getByRole('heading', { name: 'Daily Outfit Colours' }).waitFor();
    await phone.screenshot('daycolor-en');
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });
});
