import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { sessionResponse } from '@tarot/contract/auth';
import { launchBrowser, phonePage } from './support/browser';
import { baziChartBody } from './support/charts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The cells of one row of the pillars table, once the table is there. */
async function pillarRow(page: Page, row: string): Promise<string[]> {
  const cells = page.locator(`tr[data-row="${row}"] td`);
  await cells.first().waitFor();
  return cells.allInnerTexts();
}

describe('八字 charts', () => {
  it('charts a birth from the form and reads its pillars, then opens pro and 紫微', async () => {
    const phone = await phonePage(browser);
    await phone.open('/paipan');
    await phone.page.getByRole('heading', { name: '排盘' }).waitFor();
    await phone.screenshot('paipan-zh-Hans');
    await phone.page.getByRole('link', { name: /八字排盘/ }).click();
    await phone.page.getByRole('heading', { name: '八字排盘' }).waitFor();
    await phone.page.getByText('男', { exact: true }).click();
    await phone.screenshot('bazi-form-zh-Hans');
    await phone.page.getByRole('button', { name: '开始排盘' }).click();
    await phone.page.getByRole('heading', { name: '详情' }).waitFor();
    // The form opens on 1995-06-15 12:00: 乙亥年 壬午月 丁丑日 丙午时 (丁 day: 子 hour is 庚子).
    expect(await pillarRow(phone.page, 'stem')).toEqual(['乙', '壬', '丁', '丙']);
    expect(await pillarRow(phone.page, 'branch')).toEqual(['亥', '午', '丑', '午']);
    await phone.page.getByText('起运与大运').waitFor();
    await phone.screenshot('bazi-details-zh-Hans');
    await phone.page.getByRole('button', { name: '保存命盘' }).click();
    await phone.page.getByRole('link', { name: '八字 pro' }).click();
    await phone.page.getByRole('heading', { name: '八字', exact: true }).waitFor();
    await phone.page.getByText('四柱神煞').waitFor();
    await phone.page.getByText('胎元', { exact: true }).waitFor();
    await phone.screenshot('bazi-pro-zh-Hans');
    await phone.page.goBack();
    await phone.page.getByRole('link', { name: '紫微斗数' }).click();
    await phone.page.getByText(/^命宫/).first().waitFor();
    expect(await phone.page.locator('section[data-soul]').count()).toBe(12);
    await phone.screenshot('ziwei-zh-Hans');
    await phone.open('/paipan');
    await phone.page.getByText('1995-06-15 12:00').waitFor();

    // A second chart, then 家人 on the first: the tag filter keeps only the first.
    await phone.open('/pages/bazi/details?g=female&cal=solar&d=1990-05-17&t=08:05&zi=nextDay&name=小红');
    await phone.page.getByRole('button', { name: '保存命盘' }).click();
    await phone.page.getByRole('button', { name: '已保存' }).waitFor();
    await phone.open('/paipan');
    const first = phone.page.locator('li', { hasText: '1995-06-15 12:00' });
    await first.getByRole('button', { name: '+ 标签' }).click();
    await phone.page.getByPlaceholder('新标签').fill(' 家人 ');
    await phone.page.getByRole('button', { name: '添加' }).click();
    await phone.screenshot('paipan-tag-edit-zh-Hans');
    await phone.page.getByRole('button', { name: '保存', exact: true }).click();
    await first.getByText('家人', { exact: true }).waitFor();
    await phone.page.getByText('1990-05-17 08:05').waitFor();
    // The toasts of the save and the edit fade before the picture is taken.
    await expect.poll(() => phone.page.locator('.adm-toast-mask:visible').count(), { timeout: 5000 }).toBe(0);
    await phone.screenshot('paipan-tags-zh-Hans');
    await phone.page.getByRole('group', { name: '按标签筛选' }).getByText('家人', { exact: true }).click();
    await phone.page.getByText('1990-05-17 08:05').waitFor({ state: 'detached' });
    expect(await phone.page.getByText('1995-06-15 12:00').count()).toBe(1);
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('reads a deep-linked chart with true solar time, and refuses an impossible date', async () => {
    const phone = await phonePage(browser);
    await phone.open('/pages/bazi/details?g=male&cal=solar&d=1990-05-17&t=08:05&zi=nextDay&place=新疆/喀什&tst=1');
    await phone.page.getByText('真太阳时').first().waitFor();
    expect(await pillarRow(phone.page, 'stem')).toEqual(['庚', '辛', '壬', '癸']);
    expect(await pillarRow(phone.page, 'branch')).toEqual(['午', '巳', '午', '卯']);
    await phone.open('/pages/bazi/details?g=male&cal=solar&d=1990-02-30&t=08:05&zi=nextDay');
    await phone.page.getByText('这个出生日期不存在或超出范围').waitFor();
    await phone.context.close();
  });

  it('draws the chart in English for an English phone', async () => {
    const phone = await phonePage(browser, 'en-US');
    await phone.open('/pages/bazi/details?g=female&cal=lunar&d=2023--02-09&t=23:30&zi=sameDay');
    await phone.page.getByText('Luck pillars').waitFor();
    await phone.screenshot('bazi-details-en');
    await phone.open('/bazi');
    await phone.page.getByRole('button', { name: 'Cast the chart' }).waitFor();
    await phone.screenshot('bazi-form-en');
    const chart = 'g=male&cal=solar&d=1990-05-17&t=08:05&zi=nextDay';
    await phone.open(`/bazipro?${chart}`);
    await phone.page.getByText('Symbolic stars by pillar').waitFor();
    await phone.screenshot('bazi-pro-en');
    await phone.open(`/ziwei?${chart}`);
    await phone.page.getByText('Decades and years').waitFor();
    await phone.screenshot('ziwei-en');
    await phone.open('/paipan');
    await phone.page.getByText('My charts').waitFor();
    await phone.screenshot('paipan-en');
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('moves a tagged chart from the phone into the account on sign-in, and filters by tag in English', async () => {
    const baseUrl = inject('baseUrl');
    const registered = await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: `chart_${Date.now().toString(36)}`, nickname: 'Ming', password: 'tarot2026!' }),
    });
    const session = sessionResponse.parse(await registered.json());
    const saved = await fetch(`${baseUrl}/api/charts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
      body: JSON.stringify(baziChartBody('Hong', ['Work'])),
    });
    expect(saved.status).toBe(200);

    const phone = await phonePage(browser, 'en-US');
    await phone.open('/paipan');
    await phone.page.getByText('No saved charts yet').waitFor();
    // A chart kept on the phone with its tags, as the list stores it; then the member signs in.
    await phone.page.evaluate(({ token, tokenExpired }) => {
      const chart = { id: 'phone-chart', search: '?g=male&cal=solar&d=1990-05-17&t=08:05&zi=nextDay&name=Ming' };
      localStorage.setItem(
        'bazi.charts',
        JSON.stringify([{ ...chart, savedAt: new Date().toISOString(), tags: ['Family'] }]),
      );
      localStorage.setItem('uni_id_token', token);
      localStorage.setItem('uni_id_token_expired', String(tokenExpired));
    }, session);
    await phone.page.reload();
    const ming = phone.page.locator('li', { hasText: '1990-05-17 08:05' });
    await ming.getByText('Family', { exact: true }).waitFor();
    await phone.page.locator('li', { hasText: '1988-03-02 06:30' }).getByText('Work', { exact: true }).waitFor();
    expect(await phone.page.evaluate(() => localStorage.getItem('bazi.charts'))).toBe('[]');
    await phone.screenshot('paipan-tags-en');
    await phone.page.getByRole('group', { name: 'Filter by tag' }).getByText('Family', { exact: true }).click();
    await phone.page.getByText('1988-03-02 06:30').waitFor({ state: 'detached' });
    await ming.waitFor();
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('refuses to show a foreign site in the webview', async () => {
    const phone = await phonePage(browser);
    await phone.open('/pages/common/webview/webview?url=https%3A%2F%2Fevil.example.com%2F');
    await phone.page.getByText('不能在应用内打开这个链接').waitFor();
    await phone.open(`/pages/common/webview/webview?url=${encodeURIComponent('/tarot/#/huangli')}`);
    await phone.page.locator('iframe').waitFor();
    await phone.context.close();
  });
});
