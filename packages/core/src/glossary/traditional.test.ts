import { describe, expect, it } from 'vitest';
import { ALMANAC_GLOSSARY } from './almanac-glossary';
import { BAZI_GLOSSARY } from './bazi-glossary';
import { FETUS_PLACES, FETUS_POSITIONS } from './fetus';
import { renderingOf, type GlossaryTable } from './renderings';
import { simplifiedOnlyCharacters } from './simplified-only';
import { ZIWEI_GLOSSARY } from './ziwei-glossary';

const SIMPLIFIED_ONLY = simplifiedOnlyCharacters();
/** Every listed table of the three glossaries (the composed domains are built from these). */
const TABLES = Object.entries({
  ...ALMANAC_GLOSSARY,
  ...BAZI_GLOSSARY,
  ...ZIWEI_GLOSSARY,
  fetusPlace: FETUS_PLACES,
  fetusPosition: FETUS_POSITIONS,
}).filter((entry): entry is [string, GlossaryTable] => typeof entry[1] !== 'function');

describe('zh-Hant renderings', () => {
  it('the detector knows Simplified from Traditional', () => {
    expect(['马', '龙', '鸡', '猪', '财', '杀'].every((c) => SIMPLIFIED_ONLY.has(c))).toBe(true);
    expect(['丑', '梁', '占', '采', '馬', '龍'].some((c) => SIMPLIFIED_ONLY.has(c))).toBe(false);
  });

  it.each(TABLES)('%s has no Simplified-only character', (_, table) => {
    const flagged = Object.keys(table)
      .map((key) => renderingOf(table, 'zh-Hant', key)!)
      .filter((text) => [...text].some((char) => SIMPLIFIED_ONLY.has(char)));
    expect(flagged).toEqual([]);
  });
});
