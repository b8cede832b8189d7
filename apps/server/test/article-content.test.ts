import { describe, expect, it } from 'vitest';
import { SEED_ARTICLES } from '../src/modules/articles/content';
import type { LaunchArticle } from '../src/modules/articles/content/index';
import { UI_LANGUAGES } from '@tarot/contract/preferences';

const LANGUAGES = UI_LANGUAGES;
const CATEGORIES = ['tarot', 'bazi', 'almanac', 'ziwei', 'culture'];

/** Characters a reader sees, without the blank lines between paragraphs. */
const visibleLength = (text: string) => text.replace(/\s/g, '').length;
const hanCount = (text: string) => (text.match(/\p{Script=Han}/gu) ?? []).length;
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const paragraphsOf = (body: string) => body.split('\n\n');

describe('seed articles', () => {
  it('has at least twelve articles with unique kebab-case slugs', () => {
    expect(SEED_ARTICLES.length).toBeGreaterThanOrEqual(12);
    const slugs = SEED_ARTICLES.map((article) => article.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('covers every category', () => {
    expect(new Set(SEED_ARTICLES.map((article) => article.category))).toEqual(new Set(CATEGORIES));
  });

  it('publishes on real dates between September and November 2026', () => {
    for (const { slug, publishedAt } of SEED_ARTICLES) {
      expect(publishedAt, slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const date = new Date(`${publishedAt}T00:00:00Z`);
      expect(date.toISOString().slice(0, 10), slug).toBe(publishedAt);
      expect(publishedAt >= '2026-09-01' && publishedAt <= '2026-11-30', slug).toBe(true);
    }
  });

  describe.each(SEED_ARTICLES.map((article): [string, LaunchArticle] => [article.slug, article]))(
    '%s',
    (_, article) => {
      it.each(LANGUAGES)('has every field filled in %s, as plain text', (language) => {
        const text = article.texts[language];
        for (const field of [text.title, text.summary, text.body]) {
          expect(field.trim().length).toBeGreaterThan(0);
          expect(field).not.toMatch(/[#*`<>]/);
          expect(field).toBe(field.trim());
        }
        expect(text.title).not.toContain('\n');
        expect(text.summary).not.toContain('\n');
      });

      it.each(LANGUAGES)('separates 5 to 10 paragraphs with single blank lines in %s', (language) => {
        const paragraphs = paragraphsOf(article.texts[language].body);
        expect(paragraphs.length).toBeGreaterThanOrEqual(5);
        expect(paragraphs.length).toBeLessThanOrEqual(10);
        for (const paragraph of paragraphs) {
          expect(paragraph).toBe(paragraph.trim());
          expect(paragraph.length).toBeGreaterThan(0);
          expect(paragraph).not.toContain('\n');
        }
      });

      it('is really Chinese in zh-Hans, within the length bounds', () => {
        const { title, summary, body } = article.texts['zh-Hans'];
        expect(visibleLength(title)).toBeLessThanOrEqual(24);
        expect(visibleLength(body)).toBeGreaterThanOrEqual(700);
        expect(visibleLength(body)).toBeLessThanOrEqual(1200);
        expect(hanCount(body) / visibleLength(body)).toBeGreaterThan(0.75);
        expect(hanCount(summary)).toBeGreaterThan(10);
      });

      it('says in each other language what the English says, paragraph for paragraph, in that language', () => {
        const english = paragraphsOf(article.texts.en.body).length;
        for (const language of LANGUAGES.filter((l) => l !== 'zh-Hans' && l !== 'en')) {
          const { title, body } = article.texts[language];
          expect(paragraphsOf(body).length, language).toBe(
            language === 'zh-Hant' ? paragraphsOf(article.texts['zh-Hans'].body).length : english,
          );
          expect(title, language).not.toBe(article.texts.en.title);
          // Chinese and Japanese are written in Han characters; the others only quote a term now and then.
          const han = hanCount(body) / visibleLength(body);
          if (language === 'zh-Hant' || language === 'ja') expect(han, language).toBeGreaterThan(0.2);
          else expect(han, language).toBeLessThan(0.03);
        }
      });

      it('is really English in en, within the length bounds', () => {
        const { title, summary, body } = article.texts.en;
        expect(title.length).toBeLessThanOrEqual(70);
        expect(wordCount(body)).toBeGreaterThanOrEqual(450);
        expect(wordCount(body)).toBeLessThanOrEqual(800);
        // Han characters only as the occasional quoted term (八字, 宜/忌), never as running text.
        expect(hanCount(body) / visibleLength(body)).toBeLessThan(0.03);
        expect(hanCount(title) + hanCount(summary)).toBeLessThanOrEqual(4);
        expect(body).toMatch(/\b(the|and|of|to)\b/);
      });
    },
  );
});
