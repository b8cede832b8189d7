import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { sessionResponse } from '@tarot/contract/auth';
import { launchBrowser, phonePage, type PhonePage } from './support/browser';

let browser: Browser;
const member = { username: `news_${Date.now().toString(36)}`, nickname: '读书人', password: 'reading#2026' };

beforeAll(async () => {
  browser = await launchBrowser();
  const response = await fetch(new URL('/api/auth/register', inject('baseUrl')), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(member),
  });
  expect(response.status).toBe(200);
});
afterAll(() => browser?.close());

const articleTitles = (phone: PhonePage) => phone.page.locator('a[href*="news/detail"] h2').allInnerTexts();

describe('articles, the reading log and search', () => {
  it('signs in, reads two articles and finds the latest at the top of the reading log', async () => {
    const phone = await phonePage(browser);
    // The reading log needs a login: the app asks for one and comes back.
    await phone.open('/pages/ucenter/read-news-log/read-news-log');
    await phone.page.getByRole('link', { name: '账号密码登录' }).click();
    await phone.page.getByPlaceholder('用户名 / 手机号 / 邮箱').fill(member.username);
    await phone.page.getByPlaceholder('密码', { exact: true }).fill(member.password);
    await phone.page.getByText('我已阅读并同意').click();
    await phone.page.getByRole('button', { name: '登录', exact: true }).click();
    await phone.page.getByText('你还没有读过文章').waitFor();

    await phone.open('/pages/news/list/list');
    await phone.page.locator('a[href*="news/detail"]').first().waitFor();
    const titles = await articleTitles(phone);
    expect(titles.length).toBeGreaterThanOrEqual(2);
    await phone.screenshot('news-list-zh-Hans');

    await phone.page.getByRole('tab', { name: '塔罗' }).click();
    await phone.page.locator('a[href*="news/detail"]').first().waitFor();

    await phone.open('/pages/news/list/list');
    await phone.page.getByRole('heading', { name: titles[1]! }).click();
    await phone.page.getByRole('heading', { level: 1, name: titles[1]! }).waitFor();
    await phone.page.goBack();
    await phone.page.getByRole('heading', { name: titles[0]! }).click();
    await phone.page.getByRole('heading', { level: 1, name: titles[0]! }).waitFor();
    await phone.page.getByRole('button', { name: '复制链接' }).waitFor();
    await phone.screenshot('news-detail-zh-Hans');

    await phone.open('/pages/ucenter/read-news-log/read-news-log');
    await phone.page.locator('a[href*="news/detail"]').nth(1).waitFor();
    expect(await articleTitles(phone)).toEqual([titles[0], titles[1]]);
    await phone.screenshot('news-read-log-zh-Hans');

    // Opening the article page without an id says so in the reader's language.
    await phone.open('/pages/news/detail/detail?id=');
    await phone.page.getByText('出错了，新闻 ID 为空').waitFor();
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('searches a card and an article, opens them, and clears the history after confirming', async () => {
    const phone = await phonePage(browser);
    await phone.open('/pages/news/list/list');
    await phone.page.locator('a[href*="news/detail"]').first().waitFor();
    const [firstTitle] = await articleTitles(phone);
    const articleTerm = firstTitle!.slice(0, 4);

    await phone.open('/');
    await phone.page.getByRole('search').waitFor();
    await phone.screenshot('home-search-entry-zh-Hans');
    await phone.page.getByRole('search').click();
    const box = phone.page.getByPlaceholder('搜索牌面、牌阵、工具和文章');
    await phone.page.getByText('搜索发现').waitFor();
    await box.fill('愚者');
    await phone.page.getByRole('region', { name: '塔罗牌' }).getByRole('link', { name: /愚者/ }).click();
    await phone.page.waitForURL(/pages\/tarot\/detail\?id=major-00/);

    await phone.page.goBack();
    await box.fill(articleTerm);
    await phone.page
      .getByRole('region', { name: '文章' })
      .getByRole('link', { name: new RegExp(firstTitle!) })
      .click();
    await phone.page.getByRole('heading', { level: 1, name: firstTitle! }).waitFor();

    await phone.open('/pages/search/search');
    const history = phone.page.getByRole('region', { name: '搜索历史' });
    await history.getByRole('button').nth(1).waitFor();
    expect(await history.getByRole('listitem').allInnerTexts()).toEqual([articleTerm, '愚者']);
    await phone.screenshot('search-home-zh-Hans');
    await box.fill('星');
    await phone.page.getByRole('region', { name: '塔罗牌' }).waitFor();
    await phone.page.getByText('正在搜索文章…').waitFor({ state: 'detached' });
    await phone.screenshot('search-results-zh-Hans');
    await box.fill('');

    // Deleting all asks first; cancelling keeps everything.
    await history.getByRole('button', { name: '全部删除' }).click();
    await phone.page.getByText('确定删除全部搜索历史吗？').waitFor();
    await phone.page.getByRole('button', { name: '取消' }).click();
    expect(await history.getByRole('listitem').count()).toBe(2);
    await history.getByRole('button', { name: '全部删除' }).click();
    await phone.page.locator('.adm-dialog').getByRole('button', { name: '全部删除' }).click();
    await history.waitFor({ state: 'detached' });
    expect(await phone.page.evaluate(() => localStorage.getItem('SEARCH_HISTORY'))).toBeNull();

    // Hiding the discovery list is remembered.
    await phone.page.getByRole('button', { name: '隐藏' }).click();
    await phone.page.getByText('当前搜索发现已隐藏').waitFor();
    await phone.page.reload();
    await phone.page.getByText('当前搜索发现已隐藏').waitFor();
    await phone.page.getByRole('button', { name: '显示' }).click();
    await phone.page.getByRole('region', { name: '搜索发现' }).getByRole('button').first().waitFor();
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('reads and searches in English', async () => {
    const phone = await phonePage(browser, 'en-US');
    const login = await fetch(new URL('/api/auth/login', inject('baseUrl')), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: member.username, password: member.password }),
    });
    const session = sessionResponse.parse(await login.json());
    await phone.open('/');
    await phone.page.evaluate(({ token, tokenExpired }) => {
      localStorage.setItem('uni_id_token', token);
      localStorage.setItem('uni_id_token_expired', String(tokenExpired));
      localStorage.setItem('SEARCH_HISTORY', JSON.stringify(['The Moon', 'love']));
    }, session);

    await phone.open('/pages/news/list/list');
    await phone.page.getByRole('tab', { name: 'All' }).waitFor();
    await phone.page.locator('a[href*="news/detail"]').first().waitFor();
    await phone.screenshot('news-list-en');
    await phone.page.locator('a[href*="news/detail"]').first().click();
    await phone.page.getByRole('button', { name: 'Copy link' }).waitFor();
    await phone.screenshot('news-detail-en');
    await phone.open('/pages/ucenter/read-news-log/read-news-log');
    await phone.page.getByText('Articles you open while signed in appear here, most recent first.').waitFor();
    await phone.page.locator('a[href*="news/detail"]').first().waitFor();
    await phone.screenshot('news-read-log-en');
    await phone.open('/pages/search/search');
    await phone.page.getByRole('region', { name: 'Search history' }).waitFor();
    await phone.page.getByRole('region', { name: 'Discover' }).getByRole('button').first().waitFor();
    await phone.screenshot('search-home-en');
    await phone.page.getByPlaceholder('Search cards, spreads, tools and articles').fill('fool');
    await phone.page
      .getByRole('region', { name: 'Tarot cards' })
      .getByRole('link', { name: /The Fool/ })
      .waitFor();
    await phone.screenshot('search-results-en');
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });
});
