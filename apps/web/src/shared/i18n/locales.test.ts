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
/** `{{name}}` and `{{name, format}}` both interpolate `name`. */
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]).sort();

/** i18next's plural keys: `key_one`, `key_other`, … stand for `key` in the language's forms. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');

/** One entry per key as a translator sees it: a plural key's forms count once. */
function byBaseKey(texts: Texts): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const [key, text] of Object.entries(texts)) keys.set(baseKey(key), [...(keys.get(baseKey(key)) ?? []), text]);
  return keys;
}

/** The plural forms a language's grammar needs, as i18next asks for them (CLDR via Intl). */
const pluralForms = (language: string) => new Intl.PluralRules(language).resolvedOptions().pluralCategories;

describe('locales', () => {
  it('has a folder for each of the 11 languages and nothing else', () => {
    expect(readdirSync(root).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('%s has every namespace and key of zh-Hans, each a non-empty text', (language) => {
    const texts = load(language);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(reference).sort());
    for (const [namespace, keys] of Object.entries(reference)) {
      const ours = byBaseKey(keys);
      const theirs = byBaseKey(texts[namespace] ?? {});
      expect([...theirs.keys()].sort(), `${language}/${namespace}`).toEqual([...ours.keys()].sort());
      for (const [key, forms] of theirs) {
        for (const text of forms) {
          expect(text.trim(), `${language}/${namespace}:${key}`).not.toBe('');
          expect(placeholders(text), `${language}/${namespace}:${key}`).toEqual(placeholders(ours.get(key)?.[0] ?? ''));
        }
      }
    }
  });

  it.each(LANGUAGES)('%s writes every count through Intl.NumberFormat (`{{count, number}}`)', (language) => {
    for (const [namespace, keys] of Object.entries(load(language))) {
      for (const [key, text] of Object.entries(keys)) {
        if (placeholders(text).includes('count'))
          expect(text, `${language}/${namespace}:${key}`).not.toMatch(/\{\{\s*count\s*\}\}/);
      }
    }
  });

  it.each(LANGUAGES)('%s formats values only as plain `number`, the one format number-format.ts writes', (language) => {
    for (const [namespace, keys] of Object.entries(load(language))) {
      for (const [key, text] of Object.entries(keys)) {
        for (const [, format] of text.matchAll(/\{\{[^},]+,([^}]*)\}\}/g))
          expect(format?.trim(), `${language}/${namespace}:${key}`).toBe('number');
      }
    }
  });

  it.each(LANGUAGES)('%s gives every text with a count exactly the plural forms its grammar needs', (language) => {
    const needed = pluralForms(language)
      .map((form) => `_${form}`)
      .sort();
    for (const [namespace, keys] of Object.entries(load(language))) {
      const counted = Object.keys(keys).filter((key) => placeholders(keys[key]!).includes('count'));
      for (const key of new Set(counted.map(baseKey))) {
        const forms = Object.keys(keys)
          .filter((candidate) => baseKey(candidate) === key && candidate !== key)
          .map((form) => form.slice(key.length))
          .sort();
        expect(forms, `${language}/${namespace}:${key}`).toEqual(needed);
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
