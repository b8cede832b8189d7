import { describe, expect, it } from 'vitest';
import { CYCLE_GLOSSARY } from '@tarot/core/glossary/cycle-glossary';
import { TERM_LANGUAGES, type TermLanguage } from '@tarot/core/glossary/renderings';
import { ganZhiName } from '@tarot/core/glossary/stems-branches';
import { findTerm, term } from '@tarot/core/glossary/term';
import { glossaryPending, lazyGlossary, type ColumnLoaders } from './lazy-glossary';

/** Columns that answer only English; `fetches` counts the fetches of each language. */
function loaders(fail = false) {
  const fetches: Partial<Record<TermLanguage, number>> = {};
  const columns = Object.fromEntries(
    TERM_LANGUAGES.map((lang) => [
      lang,
      () => {
        fetches[lang] = (fetches[lang] ?? 0) + 1;
        return fail
          ? Promise.reject(new Error('offline'))
          : Promise.resolve({ default: { stem: { 甲: `甲 in ${lang}` } } });
      },
    ]),
  ) as ColumnLoaders;
  return { columns, fetches };
}

describe('a glossary whose tables arrive per language', () => {
  it('answers a table term once its language has arrived, and composed terms at once', async () => {
    const { columns, fetches } = loaders();
    const glossary = lazyGlossary({ ganZhi: ganZhiName }, ['stem'], columns);
    expect(findTerm(glossary, 'en', 'stem', '甲')).toBeUndefined();
    expect(term(glossary, 'en', 'ganZhi', '甲子')).toBe(ganZhiName('en', '甲子'));
    await glossaryPending(glossary, 'en');
    expect(glossaryPending(glossary, 'en')).toBeNull();
    expect(term(glossary, 'en', 'stem', '甲')).toBe('甲 in en');
    expect(term(glossary, 'en', 'stem', '乙')).toBe('乙');
    expect(findTerm(glossary, 'fr', 'stem', '甲')).toBeUndefined();
    expect(fetches).toEqual({ en: 1 });
  });

  it('fetches a language once however often it is asked for', async () => {
    const { columns, fetches } = loaders();
    const glossary = lazyGlossary({}, ['stem'], columns);
    const first = glossaryPending(glossary, 'ja');
    expect(glossaryPending(glossary, 'ja')).toBe(first);
    await first;
    expect(fetches).toEqual({ ja: 1 });
  });

  it('reports a failed fetch to the next render once, then asks again', async () => {
    const { columns, fetches } = loaders(true);
    const glossary = lazyGlossary({}, ['stem'], columns);
    await expect(glossaryPending(glossary, 'de')).rejects.toThrow('offline');
    expect(() => glossaryPending(glossary, 'de')).toThrow('offline');
    await expect(glossaryPending(glossary, 'de')).rejects.toThrow('offline');
    expect(fetches).toEqual({ de: 2 });
  });

  it('never makes a built-in glossary wait', () => {
    expect(glossaryPending(CYCLE_GLOSSARY, 'en')).toBeNull();
  });
});
