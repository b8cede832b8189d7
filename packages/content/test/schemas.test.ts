import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONTENT_LANGUAGES } from '@tarot/core/tarot/types';
import { LAUNCH_ARTICLES } from '../src/articles';
import { FILE_SCHEMAS } from '../src/file-schemas';
import type { ContentFile } from '../src/files';
import { readArticles } from '../src/server/read-articles';
import { TEXTS_DIR } from '../src/server/read-texts';

/** Every file under a language's folder, as `<domain>/<name>.<ext>`. */
const filesOf = (language: string) =>
  readdirSync(new URL(`${language}/`, TEXTS_DIR), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath.split(`/${language}/`)[1] ?? ''}/${entry.name}`);

const FILES = Object.keys(FILE_SCHEMAS) as ContentFile[];

describe('the content tree', () => {
  it('has one folder per content language and nothing else', () => {
    expect(readdirSync(TEXTS_DIR).sort()).toEqual([...CONTENT_LANGUAGES].sort());
  });

  it.each(CONTENT_LANGUAGES)('holds in %s every file the schemas know, and only those', (language) => {
    const expected = [
      ...FILES.map((file) => `${file}.json`),
      ...LAUNCH_ARTICLES.map(({ slug }) => `articles/${slug}.md`),
    ];
    expect(filesOf(language).sort()).toEqual(expected.sort());
  });

  it.each(CONTENT_LANGUAGES)('holds in %s files that satisfy their schemas', (language) => {
    for (const file of FILES) {
      const value: unknown = JSON.parse(readFileSync(new URL(`${language}/${file}.json`, TEXTS_DIR), 'utf8'));
      const parsed = FILE_SCHEMAS[file].safeParse(value);
      expect(parsed.success ? '' : z.prettifyError(parsed.error), `${language}/${file}`).toBe('');
    }
    expect(() => readArticles(language)).not.toThrow();
  });
});

describe('the schemas', () => {
  const english = (file: ContentFile) =>
    JSON.parse(readFileSync(new URL(`en/${file}.json`, TEXTS_DIR), 'utf8')) as Record<string, unknown>;

  it('refuse a table that lacks a card, a key they do not know, or an empty text', () => {
    const { 'major-00': _fool, ...cards } = english('tarot/cards');
    expect(FILE_SCHEMAS['tarot/cards'].safeParse(cards).success).toBe(false);
    expect(FILE_SCHEMAS['tarot/reading'].safeParse({ ...english('tarot/reading'), extra: 'x' }).success).toBe(false);
    expect(FILE_SCHEMAS['tarot/names'].safeParse({ ...english('tarot/names'), minor: '{rank}' }).success).toBe(false);
    const reading = english('tarot/reading');
    expect(
      FILE_SCHEMAS['tarot/reading'].safeParse({ ...reading, orientation: { upright: ' ', reversed: 'r' } }).success,
    ).toBe(false);
  });
});
