import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchBrowser, phonePage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const tabLabels = (page: Page) => page.locator('.adm-tab-bar-item-title').allInnerTexts();

describe('the app shell', () => {
  it('renders the home page in Chinese for a zh-CN phone, at #/ when opened with no hash', async () => {
    const phone = await phonePage(browser, 'zh-CN');
    await phone.page.goto(`${inject('baseUrl')}/tarot/`);
    await phone.page.getByRole('heading', { name: '首页' }).waitFor();
    expect(new URL(phone.page.url()).hash).toBe('#/');
    expect(await tabLabels(phone.page)).toEqual(['首页', '塔罗排阵', '塔罗牌面', '每日塔罗运势']);
    expect(await phone.page.getAttribute('html', 'lang')).toBe('zh-Hans');
    await phone.page.getByText('全部工具').waitFor();
    await phone.screenshot('home-zh-Hans');
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('draws the tab bar as the spec measures it', async () => {
    const phone = await phonePage(browser);
    await phone.open('/');
    await phone.page.locator('.adm-tab-bar-item').first().waitFor();
    const metrics = await phone.page.evaluate(() => {
      const item = document.querySelector('.adm-tab-bar-item')!;
      const active = document.querySelector('.adm-tab-bar-item-active .adm-tab-bar-item-title')!;
      const inactive = document.querySelectorAll(
        '.adm-tab-bar-item:not(.adm-tab-bar-item-active) .adm-tab-bar-item-title',
      )[0]!;
      const icon = item.querySelector('.adm-tab-bar-item-icon svg')!.getBoundingClientRect();
      const title = getComputedStyle(active);
      const bar = document.querySelector('.adm-tab-bar')!;
      const navBar = document.querySelector('header')!;
      return {
        height: item.getBoundingClientRect().height,
        fontSize: title.fontSize,
        marginTop: title.marginTop,
        icon: [icon.width, icon.height],
        active: title.color,
        inactive: getComputedStyle(inactive).color,
        background: getComputedStyle(bar.parentElement!).backgroundColor,
        navBar: getComputedStyle(navBar).backgroundColor,
        navTitle: getComputedStyle(navBar.querySelector('h1')!).color,
      };
    });
    expect(metrics).toMatchObject({
      height: 50,
      fontSize: '10px',
      marginTop: '3px',
      icon: [24, 24],
      active: 'rgb(104, 49, 255)',
      background: 'rgb(255, 255, 255)',
      navBar: 'rgb(104, 49, 255)',
      navTitle: 'rgb(255, 255, 255)',
    });
    expect(metrics.inactive).not.toBe(metrics.active);
    await phone.context.close();
  });

  it('switches to English at once, relabels the tabs, and keeps English after a reload', async () => {
    const phone = await phonePage(browser, 'zh-CN');
    await phone.open('/');
    await phone.page.getByRole('link', { name: '设置' }).click();
    await phone.page.getByRole('heading', { name: '设置' }).waitFor();
    await phone.page.getByText('切换语言').click();
    await phone.page.getByText('English', { exact: true }).click();
    await phone.page.getByRole('heading', { name: 'Settings' }).waitFor();
    expect(await phone.page.getAttribute('html', 'lang')).toBe('en');
    expect(await phone.page.evaluate(() => localStorage.getItem('CURRENT_LANG'))).toBe('en');
    await phone.page.locator('.adm-mask').waitFor({ state: 'hidden' });
    await phone.screenshot('settings-en');
    await phone.page.getByRole('button', { name: 'Back' }).click();
    await phone.page.getByRole('heading', { name: 'Home' }).waitFor();
    expect(await tabLabels(phone.page)).toEqual(['Home', 'Spreads', 'Cards', 'Daily Tarot']);
    await phone.page.reload();
    await phone.page.getByRole('heading', { name: 'Home' }).waitFor();
    expect(await tabLabels(phone.page)).toEqual(['Home', 'Spreads', 'Cards', 'Daily Tarot']);
    await phone.screenshot('home-en');
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('picks the language from the device the first time', async () => {
    const phone = await phonePage(browser, 'ja-JP');
    await phone.open('/');
    await phone.page.locator('html[lang="ja"]').waitFor({ state: 'attached' });
    const japanese = JSON.parse(readFileSync('apps/web/src/locales/ja/common.json', 'utf8'));
    await phone.page.getByRole('heading', { name: japanese.titles.home }).waitFor();
    expect(await tabLabels(phone.page)).toEqual(['home', 'spreads', 'cards', 'daily'].map((tab) => japanese.tabs[tab]));
    await phone.context.close();
  });

  it('reloads a deep link to the same page, whose back button then goes home', async () => {
    const phone = await phonePage(browser);
    await phone.open('/pages/ucenter/settings/settings');
    await phone.page.getByRole('heading', { name: '设置' }).waitFor();
    await phone.page.reload();
    await phone.page.getByRole('heading', { name: '设置' }).waitFor();
    expect(new URL(phone.page.url()).hash).toBe('#/pages/ucenter/settings/settings');
    await phone.screenshot('settings-zh-Hans');
    await phone.page.getByRole('button', { name: '返回' }).click();
    await phone.page.getByRole('heading', { name: '首页' }).waitFor();
    expect(new URL(phone.page.url()).hash).toBe('#/');
    await phone.context.close();
  });

  it('shows the not-found page for an unknown route', async () => {
    const phone = await phonePage(browser);
    await phone.open('/no/such/page');
    await phone.page.getByText('这个页面不存在').waitFor();
    await phone.screenshot('not-found-zh-Hans');
    await phone.page.getByRole('button', { name: '回到首页' }).click();
    await phone.page.getByRole('heading', { name: '首页' }).waitFor();
    await phone.context.close();
  });

  it('shows the timeout message when a page cannot load, and a tap retries', async () => {
    const phone = await phonePage(browser);
    await phone.open('/');
    await phone.page.getByRole('heading', { name: '首页' }).waitFor();
    await phone.page.route('**/assets/settings-page-*.js', (route) => route.abort());
    await phone.page.getByRole('link', { name: '设置' }).click();
    const message = phone.page.getByText('连接超时，请点击屏幕重试。');
    await message.waitFor();
    await phone.screenshot('page-load-failed-zh-Hans');
    await phone.page.unroute('**/assets/settings-page-*.js');
    await message.click();
    await phone.page.getByText('切换语言').waitFor();
    await phone.context.close();
  });
});
