import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, phonePage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const LANGUAGES = [
  {
    locale: 'zh-CN',
    lang: 'zh-Hans',
    world: '选择世界各地的出生地',
    search: '苏黎世',
    found: /苏黎世/,
    submit: '开始排盘',
    local: '出生地时间',
    saveQimen: '保存到我的命盘',
    kinds: ['奇门', '八字'],
  },
  {
    locale: 'en-US',
    lang: 'en',
    world: 'Choose a birthplace anywhere in the world',
    search: 'Zürich',
    found: /Zurich/,
    submit: 'Cast the chart',
    local: 'Local time',
    saveQimen: 'Save to my charts',
    kinds: ['Qi Men', 'BaZi'],
  },
] as const;

describe('birthplaces anywhere and charts of every kind', () => {
  it.each(LANGUAGES)('picks a foreign birthplace, saves a 八字 and a 奇门 chart and lists both ($lang)', async (l) => {
    const phone = await phonePage(browser, l.locale);
    const { page } = phone;
    await phone.open('/bazi');
    await page.getByText(l.world).click();
    await page.getByRole('searchbox').fill(l.search);
    const zurich = page.getByText(l.found).first();
    await zurich.waitFor();
    await phone.screenshot(`place-picker-${l.lang}`);
    await zurich.click();
    await page.getByRole('button', { name: l.submit }).click();
    await page.getByText(l.local).waitFor();
    await page.getByText('Europe/Zurich').waitFor();
    await phone.screenshot(`bazi-abroad-${l.lang}`);
    await page.getByRole('button', { name: /保存命盘|Save chart/ }).click();

    await phone.open('/qimen?date=2021-03-09&time=09:00&tz=Asia/Shanghai&q=career');
    await page.getByRole('button', { name: l.saveQimen }).click();
    await page.getByRole('button', { name: l.saveQimen }).waitFor({ state: 'detached' });

    await phone.open('/paipan');
    for (const kind of l.kinds) await page.getByText(kind, { exact: true }).first().waitFor();
    await page.getByText('2021-03-09 09:00').scrollIntoViewIfNeeded();
    await phone.screenshot(`charts-list-${l.lang}`);
    await page.getByText('2021-03-09 09:00').click();
    await expect.poll(() => new URL(page.url()).hash).toContain('date=2021-03-09');
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });
});
