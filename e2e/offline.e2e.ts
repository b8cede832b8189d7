import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, phonePage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The pages the issue names, each with what shows it really opened (not just its title bar). */
const VISITED: readonly { path: string; shown: (page: Page) => Locator }[] = [
  { path: '/', shown: (page) => page.getByRole('heading', { name: '全部工具' }) },
  { path: '/paimian', shown: (page) => page.getByRole('link', { name: '愚者' }) },
  { path: '/pages/tarot/detail?id=cups-03', shown: (page) => page.getByRole('heading', { name: '圣杯三', level: 2 }) },
  { path: '/huangli?date=2024-02-10', shown: (page) => page.getByText('正月初一').first() },
  { path: '/daycolor', shown: (page) => page.getByText('未来七天') },
  { path: '/zeday', shown: (page) => page.getByText(/共找到 \d+ 个吉日/) },
];

describe('the installed app offline', () => {
  it('opens the shell, the deck, a card and the calendar tools without a network once visited', async () => {
    const phone = await phonePage(browser);
    const { page, context } = phone;
    await phone.open('/');
    // The worker registers once the first screen is idle; from the next load on it serves the app.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    for (const { path, shown } of VISITED) {
      await phone.open(path);
      await shown(page).waitFor();
    }

    await context.setOffline(true);
    await page.reload();
    for (const { path, shown } of VISITED) {
      await phone.open(path);
      await shown(page).waitFor();
    }
    await phone.screenshot('offline-ze-day-zh-Hans');
    await context.setOffline(false);
    await context.close();
  });
});
