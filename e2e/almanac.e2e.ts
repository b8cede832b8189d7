import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { sessionResponse } from '@tarot/contract/auth';
import { launchBrowser, phonePage, signedInPhone, type PhonePage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Opens 择日's folded list of the days left out and brings its first rows into view. */
async function openExcluded(phone: PhonePage, title: RegExp): Promise<void> {
  const header = phone.page.getByText(title);
  await header.click();
  await header.evaluate((element) => element.scrollIntoView({ block: 'start' }));
}

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

  it('lists every day of March 2026 it leaves out of weddings with its reasons: the 3rd is 岁破', async () => {
    const phone = await phonePage(browser);
    await phone.open('/zeday?event=嫁娶&from=2026-03-01&to=2026-03-31');
    await phone.page.getByText(/共找到 \d+ 个吉日/).waitFor();
    await openExcluded(phone, /为什么没有这些日子？（\d+ 天）/);
    const third = phone.page.locator('li', { has: phone.page.getByRole('link', { name: '查看 2026-03-03 的黄历' }) });
    await third.getByText('岁破：日支冲丙午年太岁，大事多避开').waitFor();
    await phone.screenshot('zeday-excluded-zh-Hans');
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('keeps a member’s searches clear of their saved chart’s pillars', async () => {
    const baseUrl = inject('baseUrl');
    const registered = await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: `zeday_${Date.now().toString(36)}`, nickname: 'Ming', password: 'tarot2026!' }),
    });
    const session = sessionResponse.parse(await registered.json());
    // 1990-05-17 08:05: year pillar 庚午, day pillar 壬午 (a 马).
    const birth = { gender: 'male', calendar: 'solar', year: 1990, month: 5, day: 17, hour: 8, minute: 5 };
    const saved = await fetch(`${baseUrl}/api/charts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
      body: JSON.stringify({ name: '明', ...birth, place: null, trueSolar: false, ziSect: 'nextDay' }),
    });
    expect(saved.status).toBe(200);
    const phone = await signedInPhone(browser, session);
    await phone.open('/zeday?event=出行&from=2026-01-01&to=2026-03-31');
    await phone.page.getByText('避开与年柱庚午、日柱壬午天克地冲的日子').waitFor();
    await phone.page.getByText('马（按命盘）').waitFor();
    await phone.screenshot('zeday-chart-zh-Hans');
    await openExcluded(phone, /为什么没有这些日子？/);
    // 2026-01-02 is a 丙子 day: 丙 controls 庚, 子 clashes 午.
    const clashed = phone.page.locator('li', { has: phone.page.getByRole('link', { name: '查看 2026-01-02 的黄历' }) });
    await clashed.getByText('天克地冲你的年柱庚午').waitFor();
    await clashed.getByText('冲你的生肖马').waitFor();
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('rates the colours of the day and the week ahead', async () => {
    const phone = await phonePage(browser);
    await phone.open('/daycolor');
    await phone.page.getByRole('heading', { name: '每日穿衣颜色' }).waitFor();
    await phone.page.getByText('未来七天').waitFor();
    await phone.page.getByText('大吉').first().waitFor();
    await phone.screenshot('daycolor-zh-Hans');
    // A birth in the address (as the birth form leaves it): 癸卯 己未 己卯 己巳 takes 水 as 用神.
    await phone.open('/daycolor?date=2026-01-01&g=male&cal=solar&d=1963-08-04&t=10:00&zi=nextDay');
    await phone.page.getByText('看八字解读').waitFor();
    await phone.page.getByText('水是命盘最需要的五行，重要场合首选').waitFor();
    await phone.screenshot('daycolor-chart-zh-Hans');
    await phone.context.close();
  });

  it('reads in English for an English phone', async () => {
    const phone = await phonePage(browser, 'en-US');
    await phone.open('/huangli?date=2024-02-10');
    await phone.page.getByRole('heading', { name: 'Chinese Almanac' }).waitFor();
    // The day itself, not its loading state: 春节 2024 is a statutory day off.
    await phone.page.getByText('Spring Festival · day off').waitFor();
    await phone.screenshot('huangli-en');
    await phone.open('/zeday?event=嫁娶&from=2026-03-01&to=2026-03-31');
    await phone.page.getByRole('heading', { name: 'Auspicious Dates' }).waitFor();
    await phone.page.getByText(/Good days found: \d+/).waitFor();
    await phone.screenshot('zeday-en');
    await openExcluded(phone, /Why not these days\? \(\d+\)/);
    await phone.page
      .getByText('Year Breaker: the day’s branch clashes with the year Fire Horse', { exact: false })
      .first()
      .waitFor();
    await phone.screenshot('zeday-excluded-en');
    await phone.open('/daycolor');
    await phone.page.getByRole('heading', { name: 'Daily Outfit Colours' }).waitFor();
    await phone.screenshot('daycolor-en');
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });
});
