/**
 * No Chinese left untranslated: the pages a reader opens first, in each of the eleven
 * languages. A page in a language other than Chinese and Japanese must show no Han
 * character but a chart glyph with its translation beside it (shown-text.ts); a page in
 * Traditional Chinese no Simplified-only character. Each page is screenshotted per
 * language into e2e/screenshots/ (languages-<page>-<language>.png) for a look.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { LANGUAGES, STORAGE_KEY_LANGUAGE, type Language } from '../apps/web/src/shared/i18n/languages';
import { simplifiedOnlyCharacters } from '../packages/core/src/glossary/simplified-only';
import { launchBrowser, phonePage, type PhonePage } from './support/browser';
import { shownTexts, type ShownText } from './support/shown-text';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Languages that read Han characters: their pages are not held to the Han check. */
const READS_HAN: readonly Language[] = ['zh-Hans', 'zh-Hant', 'ja'];
const SIMPLIFIED_ONLY = simplifiedOnlyCharacters();
const CHART = 'g=male&cal=solar&d=1990-05-17&t=08:05&zi=nextDay';

/** An interface text of `lang`, so a journey clicks what the reader sees without spelling it out 11 times. */
function label(lang: Language, namespace: string, key: string): string {
  const url = new URL(`../apps/web/src/locales/${lang}/${namespace}.json`, import.meta.url);
  let value: unknown = JSON.parse(readFileSync(url, 'utf8'));
  for (const part of key.split('.')) value = (value as Record<string, unknown>)[part];
  if (typeof value !== 'string') throw new Error(`no ${namespace}:${key} in ${lang}`);
  return value;
}

interface CheckedPage {
  readonly name: string;
  open(phone: PhonePage, lang: Language): Promise<void>;
  /** A part further down worth a second screenshot (`<name>-more`). */
  readonly more?: string;
}

/** 老黄历 on `date`; the second screenshot shows the grid of the day's facts. */
const almanacDay = (name: string, date: string): CheckedPage => ({
  name,
  async open(phone) {
    await phone.open(`/huangli?date=${date}`);
    await phone.page.locator('section dl dt').first().waitFor();
  },
  more: 'section dl',
});

/** Each page the check reads, opened and waited for until its content (not a skeleton) is there. */
const PAGES: readonly CheckedPage[] = [
  {
    name: 'home',
    async open(phone) {
      await phone.open('/');
      // The almanac tile, and the day's 宜忌 row once today's sections are in: both link there.
      await phone.page.locator('a[href="#/huangli"]').first().waitFor();
    },
  },
  // 春节 2024: a lunar festival, a statutory holiday and a 数九 day.
  almanacDay('huangli-spring', '2024-02-10'),
  // The 夏至 solar term and the 11th day of the plum rains (入梅).
  almanacDay('huangli-summer', '2024-06-21'),
  // A leap month (闰六月), the 建军节 festival and the 3rd day of 中伏.
  almanacDay('huangli-leap-month', '2025-08-01'),
  {
    // 择日 for a wedding in spring 2025, born in the Horse year: good days, and days set aside with why.
    name: 'ze-day',
    async open(phone, lang) {
      await phone.open('/zeday?event=嫁娶&from=2025-03-01&to=2025-04-30&zodiac=马');
      await phone.page.locator('li[data-kind="recommended"]').first().waitFor();
      const whyNot = label(lang, 'almanac', 'zeDay.whyNot').split('{{total}}')[0]!.trim();
      await phone.page.getByText(whyNot).click();
      await phone.page.locator('li[data-kind="exclusion"]').first().waitFor();
      await phone.page.evaluate(() => window.scrollTo(0, 0));
    },
    more: 'li[data-kind="exclusion"] >> nth=0',
  },
  {
    name: 'day-colours',
    async open(phone) {
      await phone.open('/daycolor?date=2025-03-10');
      await phone.page.locator('li[data-rating]').first().waitFor();
    },
    more: 'ol',
  },
  {
    // The birth form in the lunar calendar: the date and the picker's months and days, named by the library in Chinese.
    name: 'bazi-form-lunar',
    async open(phone, lang) {
      await phone.open('/bazi');
      await phone.page.getByText(label(lang, 'bazi', 'calendar.lunar'), { exact: true }).click();
      await phone.page.getByText(label(lang, 'bazi', 'form.birthDate'), { exact: true }).click();
      await phone.page.locator('.adm-picker-view-column').nth(2).waitFor();
    },
  },
  {
    name: 'bazi-details',
    async open(phone) {
      await phone.open(`/pages/bazi/details?${CHART}`);
      await phone.page.locator('tr[data-row="stem"] td').first().waitFor();
      await phone.page.locator('strong[data-level]').waitFor();
    },
  },
  {
    name: 'bazi-pro',
    async open(phone, lang) {
      await phone.open(`/bazipro?${CHART}`);
      await phone.page.getByRole('heading', { name: label(lang, 'bazi', 'pro.liuYue') }).waitFor();
    },
  },
  {
    name: 'ziwei',
    async open(phone, lang) {
      await phone.open(`/ziwei?${CHART}`);
      await phone.page.locator('section[data-soul="true"]').waitFor();
      await phone.page.getByRole('heading', { name: label(lang, 'ziweiReading', 'title') }).waitFor();
    },
  },
  {
    name: 'daily',
    async open(phone, lang) {
      await phone.open('/jinripaizhen');
      await phone.page
        .getByRole('button', { name: label(lang, 'tarot', 'daily.reveal') })
        .first()
        .click();
      await phone.page.locator('[data-colour]').waitFor();
    },
  },
  {
    name: 'card-detail',
    async open(phone) {
      await phone.open('/pages/tarot/detail?id=major-06');
      await phone.page.locator('h2').waitFor();
      await phone.page.locator('dl dd').first().waitFor();
    },
  },
  {
    // A reading saved on this device, opened again from 我的占卜记录.
    name: 'saved-reading',
    async open(phone, lang) {
      await phone.open('/pages/tarot/detailPaizhen?spread=three-times&cards=cups-02:u,major-06:u,swords-03:r');
      await phone.page.getByRole('button', { name: label(lang, 'tarot', 'reading.save') }).click();
      await phone.page.getByRole('button', { name: label(lang, 'tarot', 'reading.savedButton') }).waitFor();
      // A new document, so the 'saved' toast does not cover the reading's screenshot.
      await phone.page.goto('about:blank');
      await phone.open('/pages/tarot/readings');
      await phone.page.locator('a[href*="detailPaizhen"]').click();
      await phone.page.locator('li[data-element]').first().waitFor();
    },
  },
];

/** The texts that break the rule for `lang`, each once. */
function leaksOf(lang: Language, texts: readonly ShownText[]): string[] {
  const leaking =
    lang === 'zh-Hant'
      ? texts.filter(({ text }) => [...text].some((char) => SIMPLIFIED_ONLY.has(char)))
      : READS_HAN.includes(lang)
        ? []
        : texts.filter(({ text, glyphWithTranslation }) => !glyphWithTranslation && /\p{Script=Han}/u.test(text));
  return [...new Set(leaking.map(({ text }) => text.slice(0, 80)))];
}

describe('every page in every language', () => {
  it('flags Simplified in zh-Hant, and Han outside a translated glyph elsewhere', () => {
    expect(leaksOf('zh-Hant', [{ text: '农历正月', glyphWithTranslation: false }])).toEqual(['农历正月']);
    expect(leaksOf('zh-Hant', [{ text: '農曆正月', glyphWithTranslation: false }])).toEqual([]);
    expect(leaksOf('en', [{ text: '甲', glyphWithTranslation: true }])).toEqual([]);
    expect(leaksOf('en', [{ text: 'Spring 春节', glyphWithTranslation: false }])).toEqual(['Spring 春节']);
  });

  it.each(LANGUAGES)(
    '%s shows no text the reader cannot read',
    async (lang) => {
      const phone = await phonePage(browser, lang);
      // The app reads its language from storage; about:blank, between pages, has none.
      await phone.context.addInitScript(
        ([key, value]) => location.protocol.startsWith('http') && localStorage.setItem(key!, value!),
        [STORAGE_KEY_LANGUAGE, lang],
      );
      const leaks: Record<string, string[]> = {};
      for (const page of PAGES) {
        // A fresh document for each page, so nothing of the previous page is read as this one's.
        await phone.page.goto('about:blank');
        await page.open(phone, lang);
        await phone.screenshot(`languages-${page.name}-${lang}`);
        if (page.more) {
          await phone.page.locator(page.more).scrollIntoViewIfNeeded();
          await phone.screenshot(`languages-${page.name}-more-${lang}`);
        }
        const found = leaksOf(lang, await shownTexts(phone.page));
        if (found.length > 0) leaks[page.name] = found;
      }
      expect(leaks).toEqual({});
      expect(phone.problems).toEqual([]);
      await phone.context.close();
    },
    240_000,
  );
});
