import { describe, expect, it } from 'vitest';
import { ALMANAC_GLOSSARY } from './almanac-glossary';
import { BAZI_GLOSSARY } from './bazi-glossary';
import { columnDomain, glossaryColumn } from './column';
import { TERM_LANGUAGES } from './renderings';
import { findTerm, type Glossary } from './term';
import { ZIWEI_GLOSSARY } from './ziwei-glossary';

const GLOSSARIES: Readonly<Record<string, Glossary>> = { ALMANAC_GLOSSARY, BAZI_GLOSSARY, ZIWEI_GLOSSARY };

describe('a glossary cut to one language', () => {
  it('renders every table term as the full glossary does, in every language', () => {
    for (const [name, glossary] of Object.entries(GLOSSARIES))
      for (const lang of TERM_LANGUAGES) {
        const column = glossaryColumn(glossary, lang);
        for (const [domain, source] of Object.entries(glossary)) {
          if (typeof source === 'function') {
            expect(column, `${name}.${domain}`).not.toHaveProperty(domain);
            continue;
          }
          const cut = columnDomain(column[domain]!);
          for (const key of Object.keys(source))
            expect(cut(lang, key), `${name}.${domain}.${key} (${lang})`).toBe(findTerm(glossary, lang, domain, key));
        }
      }
  });

  it('keeps only that language', () => {
    const english = glossaryColumn(ALMANAC_GLOSSARY, 'en');
    expect(english.god!['天恩']).toBe(findTerm(ALMANAC_GLOSSARY, 'en', 'god', '天恩'));
    expect(english.activity!['嫁娶']).toBe(findTerm(ALMANAC_GLOSSARY, 'en', 'activity', '嫁娶'));
    expect(glossaryColumn(ALMANAC_GLOSSARY, 'zh-Hans').activity!['嫁娶']).toBe('嫁娶');
    expect(JSON.stringify(english).length).toBeLessThan(JSON.stringify(ALMANAC_GLOSSARY).length / 5);
  });

  it('answers nothing for a key its table lacks', () => {
    expect(columnDomain({ 甲: 'Yang Wood' })('en', '乙')).toBeUndefined();
    expect(columnDomain({ 甲: 'Yang Wood' })('en', 'toString')).toBeUndefined();
  });
});
