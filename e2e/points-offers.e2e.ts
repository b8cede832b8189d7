import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, signedInPhone, type StoredSession } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const api = (path: string, body: object) =>
  fetch(`${inject('baseUrl')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((response) => response.json());

const register = (prefix: string, inviteCode?: string) =>
  api('/api/auth/register', {
    username: `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`,
    nickname: '星空旅人',
    password: 'tarot2026!',
    ...(inviteCode ? { inviteCode } : {}),
  });

/** A member with 80 points, earned the ordinary way: four friends joined with their code. */
async function memberWithPoints(): Promise<StoredSession> {
  const member = await register('of');
  for (let n = 0; n < 4; n += 1) await register('fr', member.user.inviteCode);
  return member;
}

describe('what points buy', () => {
  it('buys a card back on the points page and draws with it, in Chinese', async () => {
    const phone = await signedInPhone(browser, await memberWithPoints());
    const { page } = phone;
    await phone.open('/pages/ucenter/points/points');
    await expect.poll(() => page.getByTestId('points-balance').innerText()).toBe('80');
    const jade = page.getByTestId('offer-back-jade');
    await expect.poll(() => jade.getByRole('button').innerText()).toBe('还差 10 积分');
    await page.getByTestId('offer-back-rose-gold').getByRole('button', { name: '60 积分兑换' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '兑换' }).click();
    const bought = page.getByText('已兑换「玫瑰金牌背」，抽牌时就能看到');
    await bought.waitFor();
    await bought.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('points-balance').innerText()).toBe('20');
    await page.getByTestId('offer-back-rose-gold').getByText('使用中').waitFor();
    await page.getByText('积分兑换：玫瑰金牌背').waitFor();
    await page.getByRole('heading', { name: '积分兑换' }).evaluate((heading) => heading.scrollIntoView());
    await phone.screenshot('points-offers-zh-Hans');

    // The draw shows the bought back on every card of the deck.
    await phone.open('/pages/tarot/paizhen?id=three-times');
    await page.getByRole('button', { name: '开始洗牌' }).click();
    const back = page.getByRole('button', { name: '第 1 张牌', exact: true }).locator('svg rect').first();
    await expect
      .poll(() => back.evaluate((rect) => getComputedStyle(rect).fill))
      .toBe('rgb(90, 24, 54)');
    await phone.screenshot('draw-rose-gold-back-zh-Hans');
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('shows the offers in English, with points that are not money', async () => {
    const phone = await signedInPhone(browser, await memberWithPoints(), 'en-US');
    const { page } = phone;
    await phone.open('/pages/ucenter/points/points');
    await expect.poll(() => page.getByTestId('points-balance').innerText()).toBe('80');
    await page.getByTestId('offer-table-dawn').getByRole('button', { name: '40 more needed' }).waitFor();
    await page.getByTestId('offer-table-forest-moss').getByRole('button', { name: 'Get for 80' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Get it' }).click();
    const bought = page.getByText('“Forest moss table” is yours; you will see it when you draw');
    await bought.waitFor();
    await bought.waitFor({ state: 'hidden' });
    await page.getByText('Points have no cash value', { exact: false }).first().waitFor();
    await page.getByRole('heading', { name: 'Spend points' }).evaluate((heading) => heading.scrollIntoView());
    await phone.screenshot('points-offers-en');
    await phone.open('/pages/tarot/paizhen?id=three-times');
    await page.getByRole('button', { name: 'Shuffle the deck' }).waitFor();
    await phone.screenshot('draw-forest-table-en');
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });
});
