import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, phonePage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const CELTIC_POSITIONS = ['现状', '挑战', '根源', '过去', '目标', '近期', '自我', '环境', '希望与恐惧', '结果'];

describe('tarot', () => {
  it('browses a suit and opens a card, switching to its reversed meaning', async () => {
    const phone = await phonePage(browser);
    await phone.open('/paimian');
    await phone.page.getByRole('heading', { name: '塔罗牌面' }).waitFor();
    await phone.page.getByText('圣杯', { exact: true }).click();
    await phone.page.getByRole('link', { name: '圣杯三' }).waitFor();
    expect(await phone.page.locator('ul li a[href*="detail?id=cups-"]').count()).toBe(14);
    await phone.screenshot('paimian-cups-zh-Hans');
    await phone.page.getByRole('link', { name: '圣杯三' }).click();
    await phone.page.getByRole('heading', { name: '圣杯三', level: 2 }).waitFor();
    await phone.page.getByText('正位含义').waitFor();
    await phone.page.getByText('逆位', { exact: true }).click();
    await phone.page.getByText('逆位含义').waitFor();
    expect(await phone.page.locator('[data-reversed="true"]').count()).toBe(1);
    await phone.screenshot('card-detail-zh-Hans');
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('searches the whole deck by keyword', async () => {
    const phone = await phonePage(browser);
    await phone.open('/paimian');
    await phone.page.getByPlaceholder('搜索牌名或关键词').fill('愚者');
    await phone.page.getByRole('link', { name: '愚者' }).waitFor();
    await phone.page.getByPlaceholder('搜索牌名或关键词').fill('不存在的词');
    await phone.page.getByText('没有找到相符的牌').waitFor();
    await phone.context.close();
  });

  it('draws a Celtic Cross by tapping ten cards and reads all ten positions, then saves it', async () => {
    const phone = await phonePage(browser);
    await phone.open('/zhen');
    await phone.page.getByRole('link', { name: /凯尔特十字/ }).waitFor();
    await phone.screenshot('zhen-zh-Hans');
    await phone.page.getByRole('link', { name: /凯尔特十字/ }).click();
    await phone.page.getByLabel('你想问什么？（可不填）').fill('今年的工作会顺利吗？');
    await phone.screenshot('paizhen-ask-zh-Hans');
    await phone.page.getByRole('button', { name: '开始洗牌' }).click();
    await phone.page.getByText('凭直觉选一叠牌，它会被放到最上面').waitFor();
    await phone.page.getByRole('button', { name: '第 2 叠' }).click();
    await phone.page.getByText('凭感觉抽取 10 张牌').waitFor();
    await phone.screenshot('paizhen-fan-zh-Hans');
    for (const n of [3, 9, 17, 20, 33, 40, 41, 52, 60, 77]) {
      // Fanned cards overlap: a finger taps the strip of each card that shows, at its left edge.
      await phone.page.getByRole('button', { name: `第 ${n} 张牌`, exact: true }).click({ position: { x: 22, y: 60 } });
    }
    const read = phone.page.getByRole('button', { name: '查看解读' });
    await expect.poll(() => read.isEnabled(), { timeout: 15_000 }).toBe(true);
    await phone.screenshot('paizhen-revealed-zh-Hans');
    await read.click();
    await phone.page.getByRole('heading', { name: '今年的工作会顺利吗？' }).waitFor();
    for (const position of CELTIC_POSITIONS) {
      await phone.page
        .locator('ol li p', { hasText: new RegExp(`^\\d+${position}$`) })
        .first()
        .waitFor();
    }
    expect(await phone.page.locator('ol > li').count()).toBe(10);
    await phone.page.getByText('整体解读').waitFor();
    await phone.screenshot('reading-zh-Hans');
    await phone.page.getByRole('button', { name: '保存这次占卜' }).click();
    await phone.page.getByRole('button', { name: '已保存' }).waitFor();
    await phone.page.getByRole('link', { name: '我的占卜记录' }).click();
    // The reading page also shows the question; wait until the list has replaced it.
    await phone.page.waitForURL(/#\/pages\/tarot\/readings$/);
    await phone.page.getByText('今年的工作会顺利吗？', { exact: true }).waitFor();
    await phone.screenshot('my-readings-zh-Hans');
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('shows a refusal, not a crash, for a tampered reading address', async () => {
    const phone = await phonePage(browser);
    await phone.open('/pages/tarot/detailPaizhen?spread=single&cards=major-00:u,major-00:r');
    await phone.page.getByText('这次抽牌的记录不完整').waitFor();
    await phone.context.close();
  });

  it('keeps the daily card through a reload', async () => {
    const phone = await phonePage(browser);
    await phone.open('/jinripaizhen');
    await phone.page.getByRole('heading', { name: '每日塔罗运势' }).waitFor();
    await phone.page.getByRole('button', { name: '翻开今日之牌' }).first().click();
    const name = phone.page.locator('h2');
    await name.waitFor();
    const first = await name.innerText();
    expect(first).toMatch(/ · (正位|逆位)$/);
    await phone.page.getByText('幸运色').waitFor();
    await phone.screenshot('daily-zh-Hans');
    await phone.page.reload();
    await name.waitFor();
    expect(await name.innerText()).toBe(first);
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('takes the test to its result', async () => {
    const phone = await phonePage(browser);
    await phone.open('/test/fengmian');
    await phone.page.getByRole('heading', { name: '你是哪张塔罗牌？' }).waitFor();
    await phone.screenshot('test-cover-zh-Hans');
    await phone.page.getByRole('button', { name: '开始测试' }).click();
    for (let question = 1; question <= 14; question += 1) {
      await phone.page.getByText(`第 ${question} / 14 题`).waitFor();
      if (question === 7) await phone.screenshot('test-question-zh-Hans');
      await phone.page
        .locator('button[data-chosen]')
        .nth(question % 4)
        .click();
    }
    await phone.page.getByText('你的塔罗原型是').waitFor();
    await phone.page.getByText('为什么是这张牌').waitFor();
    await phone.screenshot('test-result-zh-Hans');
    await phone.page.getByRole('button', { name: '生成分享图' }).click();
    await phone.page.locator('img[src^="blob:"]').waitFor();
    await phone.screenshot('test-share-zh-Hans');
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('reads in English for an English phone', async () => {
    const phone = await phonePage(browser, 'en-US');
    await phone.open(
      '/pages/tarot/detailPaizhen?spread=three-times&cards=major-00:u,cups-02:r,swords-14:u&q=Will%20I%20move%3F',
    );
    await phone.page.getByRole('heading', { name: 'Will I move?' }).waitFor();
    await phone.page.getByText('What led to where things stand now?').waitFor();
    await phone.page.getByText('The Fool').first().waitFor();
    await phone.screenshot('reading-en');
    await phone.open('/zhen');
    await phone.page.getByRole('link', { name: /Celtic Cross/ }).waitFor();
    await phone.screenshot('zhen-en');
    await phone.open('/paimian');
    await phone.page.getByRole('link', { name: 'The Magician' }).waitFor();
    await phone.screenshot('paimian-en');
    await phone.open('/pages/tarot/detail?id=pentacles-07');
    await phone.page.getByRole('heading', { name: 'Seven of Pentacles', level: 2 }).waitFor();
    await phone.screenshot('card-detail-en');
    await phone.open('/test/fengmian');
    await phone.page.getByRole('heading', { name: 'Which tarot card are you?' }).waitFor();
    await phone.screenshot('test-cover-en');
    await phone.open('/jinripaizhen');
    await phone.page.getByRole('button', { name: "Turn over today's card" }).first().click();
    await phone.page.getByText('Lucky colour').waitFor();
    await phone.screenshot('daily-en');
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });
});
