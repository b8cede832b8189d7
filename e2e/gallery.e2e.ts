import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PAGES } from '../apps/web/src/shared/config/paths';
import { adminSession, type AdminSession } from './support/admin';
import { launchBrowser, phonePage, signedInPhone } from './support/browser';
import { contrastFailures, type ContrastFailure } from './support/contrast';

/**
 * Every route of the app, opened in Chinese and in English: each must render its page (not
 * the not-found page), log no error, show no untranslated i18n key, and give every text WCAG AA
 * contrast against what is behind it (support/contrast.ts). The screenshots it
 * leaves in e2e/screenshots/gallery/ are the ones a reviewer looks through.
 */

/** The route table registers exactly the address book's pages, so a new page joins the gallery by itself. */
const paths: readonly string[] = Object.values(PAGES);

/** Pages that read their subject from the address get a real one. */
const EXAMPLE_QUERIES: Readonly<Record<string, string>> = {
  '/pages/tarot/detail': 'id=major-17',
  '/pages/tarot/paizhen': 'id=three-times',
  '/pages/tarot/detailPaizhen': 'spread=three-times&cards=major-17:u,cups-02:r,wands-01:u&q=这个月的工作',
  '/pages/bazi/details': 'g=male&cal=solar&d=1990-05-17&t=08:05&zi=nextDay',
  '/bazipro': 'g=male&cal=solar&d=1990-05-17&t=08:05&zi=nextDay',
  '/ziwei': 'g=female&cal=solar&d=1995-06-15&t=12:00&zi=nextDay',
  '/pages/search/search': 'q=星',
  '/uni_modules/uni-id-pages/pages/login/login-smscode': 'mobile=13800138000',
};

/** Signed-out entry pages are seen as a visitor sees them; everything else as the administrator. */
const isEntryPage = (path: string) => /\/pages\/(login|register|retrieve)\//.test(path);

/** A word.word(.word) token with no space: what i18next shows for a key it cannot find. */
const RAW_KEY = /(?<![\w@/.:-])(?:[a-z][\w-]*:)?[a-z][a-zA-Z]+(?:\.[a-zA-Z][a-zA-Z0-9]*)+(?![\w@/.-])/g;
const DOMAIN_ENDING = /\.(com|cn|org|net|io|jpg|png|js)$/;

const describeContrast = (path: string, failure: ContrastFailure) =>
  `${path}: ${failure.selector} «${failure.text}» ${failure.ratio}:1 < ${failure.needed}:1 (${failure.foreground} on ${failure.background})`;

function untranslatedKeys(text: string): string[] {
  return [...text.matchAll(RAW_KEY)].map(([token]) => token).filter((token) => !DOMAIN_ENDING.test(token));
}

let browser: Browser;
let admin: AdminSession;
let articleId: string;
beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminSession(inject('baseUrl'));
  const list = await fetch(`${inject('baseUrl')}/api/articles?pageSize=1`).then((response) => response.json());
  articleId = list.items[0].id;
});
afterAll(() => browser?.close());

const screenshotName = (path: string) =>
  path
    .replace(/^\/(uni_modules\/)?/, '')
    .replace(/\/pages\//g, '/')
    .replace(/[^\w-]+/g, '_') || 'home';

describe.each([
  { locale: 'zh-CN', language: 'zh-Hans' },
  { locale: 'en-US', language: 'en' },
])('every page in $language', ({ locale, language }) => {
  it('reads the whole route table', () => {
    expect(paths.length).toBeGreaterThan(50);
    expect(paths).toContain('/pages/ucenter/ucenter');
    expect(paths).toContain('/uni_modules/uni-id-pages/pages/userinfo/userinfo');
  });

  it('renders each page with no error, no untranslated key and readable contrast', async () => {
    const member = await signedInPhone(browser, admin, locale);
    const visitor = await phonePage(browser, locale);
    const failures: string[] = [];
    const lowContrast: string[] = [];
    for (const path of paths) {
      const phone = isEntryPage(path) ? visitor : member;
      const query = path === '/pages/news/detail/detail' ? `id=${articleId}` : EXAMPLE_QUERIES[path];
      await phone.open(query ? `${path}?${query}` : path);
      await phone.page.waitForLoadState('networkidle');
      await phone.page.waitForTimeout(400); // let entrance animations settle before the picture
      const text = await phone.page.locator('body').innerText();
      const notFound = await phone.page.locator('[data-testid="not-found"]').count();
      const keys = untranslatedKeys(text);
      if (notFound) failures.push(`${path}: not found`);
      if (keys.length) failures.push(`${path}: untranslated ${keys.join(', ')}`);
      await phone.screenshot(`gallery/${language}/${screenshotName(path)}`);
      for (const failure of await contrastFailures(phone.page)) lowContrast.push(describeContrast(path, failure));
    }
    expect(failures).toEqual([]);
    expect(lowContrast).toEqual([]);
    expect(member.problems).toEqual([]);
    expect(visitor.problems).toEqual([]);
    await member.context.close();
    await visitor.context.close();
  }, 480_000);
});
