import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CLIENT_ERRORS, SERVER_ERRORS } from '@tarot/contract/errors';
import { LANGUAGES } from './languages';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');
type Texts = Record<string, string>;

function flatten(value: unknown, prefix = ''): Texts {
  if (typeof value !== 'object' || value === null) return { [prefix]: String(value) };
  return Object.entries(value).reduce<Texts>(
    (all, [key, inner]) => ({ ...all, ...flatten(inner, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

function load(language: string): Record<string, Texts> {
  const folder = path.join(root, language);
  return Object.fromEntries(
    readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), flatten(JSON.parse(readFileSync(path.join(folder, file), 'utf8')))]),
  );
}

const reference = load('zh-Hans');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('locales', () => {
  it('has a folder for each of the 11 languages and nothing else', () => {
    expect(readdirSync(root).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('%s has every namespace and key of zh-Hans, each a non-empty text', (language) => {
    const texts = load(language);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(reference).sort());
    for (const [namespace, keys] of Object.entries(reference)) {
      const theirs = texts[namespace] ?? {};
      expect(Object.keys(theirs).sort(), `${language}/${namespace}`).toEqual(Object.keys(keys).sort());
      for (const [key, text] of Object.entries(theirs)) {
        expect(text.trim(), `${language}/${namespace}:${key}`).not.toBe('');
        expect(placeholders(text), `${language}/${namespace}:${key}`).toEqual(placeholders(keys[key] ?? ''));
      }
    }
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s is translated, not a copy of English', (language) => {
    const english = load('en');
    const texts = load(language);
    let same = 0;
    let total = 0;
    for (const [namespace, keys] of Object.entries(english)) {
      for (const [key, text] of Object.entries(keys)) {
        total += 1;
        if (texts[namespace]?.[key] === text) same += 1;
      }
    }
    // names of things (English, 한국어, …) and codes legitimately stay the same in a few places
    expect(same / total).toBeLessThan(0.1);
  });

  it('gives every error code of the catalogue a message', () => {
    const codes = [...Object.keys(SERVER_ERRORS), ...Object.keys(CLIENT_ERRORS)].sort();
    expect(Object.keys(reference.errors ?? {}).sort()).toEqual(codes);
  });
});
