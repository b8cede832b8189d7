import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const PHONE = { width: 375, height: 812 } as const;
const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface PhonePage {
  readonly page: Page;
  readonly context: BrowserContext;
  /** Console errors and CSP violations seen so far; a journey ends expecting none. */
  readonly problems: string[];
  open(hashPath: string): Promise<void>;
  screenshot(name: string): Promise<void>;
}

/** A phone-sized page on a fresh profile, with the device language given. */
export async function phonePage(browser: Browser, locale = 'zh-CN'): Promise<PhonePage> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const baseUrl = inject('baseUrl');
  return {
    page,
    context,
    problems,
    async open(hashPath) {
      await page.goto(`${baseUrl}/tarot/#${hashPath}`);
    },
    async screenshot(name) {
      await mkdir(screenshotDir, { recursive: true });
      await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
    },
  };
}

/** What a phone needs of a session to be signed in: the token and its expiry in ms. */
export interface StoredSession {
  readonly token: string;
  readonly tokenExpired: number;
}

/** A phone page that is already signed in with `session`, stored the way the app keeps its token. */
export async function signedInPhone(browser: Browser, session: StoredSession, locale = 'zh-CN'): Promise<PhonePage> {
  const phone = await phonePage(browser, locale);
  await phone.context.addInitScript(
    ([token, expiry]) => {
      localStorage.setItem('uni_id_token', token!);
      localStorage.setItem('uni_id_token_expired', expiry!);
    },
    [session.token, String(session.tokenExpired)],
  );
  return phone;
}
