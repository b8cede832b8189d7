import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { adminSession } from './support/admin';
import { launchBrowser, PHONE } from './support/browser';
import { startAppServer, type AppServer } from './support/server';

/**
 * A server of its own: the shared one counts every other journey's visitors too, and this
 * journey checks exact numbers.
 */
let server: AppServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const phone = (locale: string): Promise<BrowserContext> =>
  browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale });

/** A visitor reads three pages of the app and leaves it, as people do. */
async function visit(pages: readonly string[], counted: () => Promise<unknown>): Promise<void> {
  const context = await phone('zh-CN');
  const page = await context.newPage();
  for (const path of pages) {
    await page.goto(`${server.url}/tarot/#${path}`);
    // The collector loads once the first screen is idle, asks whether to count and gets its
    // device id from the server: a visitor reading the page gives it that moment (it remembers
    // both).
    await page.waitForFunction(
      () => localStorage.getItem('tarot-usage-config') !== null && localStorage.getItem('tarot-usage-device') !== null,
    );
  }
  // Leaving the app hides the page: what the collector still holds leaves by sendBeacon.
  await page.goto('about:blank');
  // The browser stays open until the beacon has arrived: closing it at once could cancel it.
  await counted();
  await context.close();
}

interface UsageToday {
  readonly visitors: number;
  readonly pageViews: number;
}

async function today(token: string): Promise<UsageToday> {
  const response = await fetch(`${server.url}/api/admin/usage?days=7`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { days } = (await response.json()) as { days: UsageToday[] };
  const { visitors, pageViews } = days.at(-1)!;
  return { visitors, pageViews };
}

describe('usage statistics', () => {
  it('count two visitors of three pages each, and the administrator sees 2 visitors and 6 page views today', async () => {
    const admin = await adminSession(server.url);
    expect(await today(admin.token)).toEqual({ visitors: 0, pageViews: 0 });

    const countedAs = (expected: UsageToday) => () =>
      expect.poll(() => today(admin.token), { timeout: 15_000 }).toEqual(expected);
    await visit(['/', '/paimian', '/jinripaizhen'], countedAs({ visitors: 1, pageViews: 3 }));
    await visit(['/', '/zhen', '/paipan'], countedAs({ visitors: 2, pageViews: 6 }));

    // The administrator asked not to be counted (Global Privacy Control), so the console shows the same.
    for (const [locale, lang, pageViews] of [
      ['zh-CN', 'zh-Hans', '页面浏览'],
      ['en-US', 'en', 'Page views'],
    ] as const) {
      const desk = await phone(locale);
      await desk.addInitScript(
        ([token, expiry]) => {
          Object.defineProperty(navigator, 'globalPrivacyControl', { value: true });
          localStorage.setItem('uni_id_token', token!);
          localStorage.setItem('uni_id_token_expired', expiry!);
        },
        [admin.token, String(admin.tokenExpired)],
      );
      const page = await desk.newPage();
      await page.goto(`${server.url}/tarot/#/pages/admin/usage/usage`);
      const summary = page.locator('section').first().locator('p strong');
      await expect.poll(() => summary.textContent()).toBe('2');
      await page.getByRole('tab', { name: pageViews }).click();
      await expect.poll(() => summary.textContent()).toBe('6');
      await page.screenshot({ path: `e2e/screenshots/usage-dashboard-${lang}.png`, fullPage: true });
      await desk.close();
    }
    expect(await today(admin.token)).toEqual({ visitors: 2, pageViews: 6 });
  });
});
