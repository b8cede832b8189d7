import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, phonePage, type PhonePage } from './support/browser';
import { linesOfBlocks, type BlockLines } from './support/line-breaks';

/**
 * Lines break where readers of each script expect, read from where the browser really broke
 * them at 375 px: Chinese and Japanese lines never open on a small kana, ー or a closing mark
 * (line-break: strict) and leave no word's last kana alone on a line (「ー」「ト」 under the
 * Japanese home tiles and banner); the 八字 chart in European languages breaks only between
 * words ("Conception", never "Conceptio / n").
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** What may not open a line in strict CJK breaking: small kana, the long-vowel mark, closing and middle marks. */
const NO_LINE_START =
  /^[ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰ-ㇿーゝゞヽヾ々、。，．・：；！？」』）］｝〕〉》】〙〗]/u;
const LETTER = /\p{L}/u;
const EUROPEAN_LETTER = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]/u;

async function openedLines(phone: PhonePage, path: string): Promise<BlockLines[]> {
  await phone.open(path);
  await phone.page.waitForLoadState('networkidle');
  await phone.page.waitForTimeout(400); // entrance animations and web fonts settle before lines are read
  return phone.page.evaluate(linesOfBlocks);
}

/** Lines that open on a mark strict CJK breaking keeps on the line before. */
const badLineStarts = (blocks: readonly BlockLines[]) =>
  blocks.flatMap(({ where, lines }) =>
    lines.slice(1).flatMap((line) => (NO_LINE_START.test(line) ? [`${where}: line opens «${line}»`] : [])),
  );

/** A last letter alone on a line of a block that has more to say (タロッ / ト). */
const loneLetters = (blocks: readonly BlockLines[]) =>
  blocks.flatMap(({ where, lines }) =>
    lines.length > 1
      ? lines.flatMap((line) => ([...line].length === 1 && LETTER.test(line) ? [`${where}: «${line}» alone`] : []))
      : [],
  );

/** Breaks inside a European word: a letter either side and no space between. */
const wordsBroken = (blocks: readonly BlockLines[]) =>
  blocks.flatMap(({ where, breaks }) =>
    breaks.flatMap(({ before, after, atSpace }) =>
      !atSpace && EUROPEAN_LETTER.test(before) && EUROPEAN_LETTER.test(after)
        ? [`${where}: broken at «${before}|${after}»`]
        : [],
    ),
  );

const CHART = '/pages/bazi/details?g=male&cal=solar&d=1990-05-17&t=08:05&zi=nextDay';
const PRO_CHART = '/bazipro?g=male&cal=solar&d=1990-05-17&t=08:05&zi=nextDay';

describe.each([
  { locale: 'ja-JP', language: 'ja' },
  { locale: 'zh-CN', language: 'zh-Hans' },
])('the home page in $language', ({ locale, language }) => {
  it('opens no line on a small kana or closing mark and leaves no letter alone', async () => {
    const phone = await phonePage(browser, locale);
    const blocks = await openedLines(phone, '/');
    await phone.screenshot(`line-breaking/home-${language}`);
    expect(blocks.length).toBeGreaterThan(10);
    expect(badLineStarts(blocks)).toEqual([]);
    expect(loneLetters(blocks)).toEqual([]);
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });
});

describe.each([
  { locale: 'en-US', language: 'en' },
  { locale: 'de-DE', language: 'de' },
  { locale: 'ru-RU', language: 'ru' },
])('the 八字 chart in $language', ({ locale, language }) => {
  it('breaks its lines only between words', async () => {
    const phone = await phonePage(browser, locale);
    for (const [name, path] of [
      ['chart', CHART],
      ['pro-chart', PRO_CHART],
    ] as const) {
      const blocks = await openedLines(phone, path);
      await phone.screenshot(`line-breaking/${name}-${language}`);
      expect(blocks.some(({ breaks }) => breaks.some(({ atSpace }) => atSpace))).toBe(true);
      expect(wordsBroken(blocks), path).toEqual([]);
    }
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });
});
