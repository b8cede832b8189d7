import * as OpenCC from 'opencc-js';
import { describe, expect, it } from 'vitest';
import { ALMANAC_GLOSSARY } from './almanac-glossary';
import { BAZI_GLOSSARY } from './bazi-glossary';
import { FETUS_PLACES, FETUS_POSITIONS } from './fetus';
import { renderingOf, type GlossaryTable } from './renderings';
import { ZIWEI_GLOSSARY } from './ziwei-glossary';

/** Simplified → Taiwan Traditional, with Taiwan's standard variants (床, 灶 stay as they are). */
const toTaiwan = OpenCC.Converter({ from: 'cn', to: 'tw' });

/**
 * Simplified-only characters, read from OpenCC's Simplified → Traditional dictionary: a
 * character it converts to something else, never writes on the Traditional side of any
 * entry, and Taiwan's standard does not keep. (Converting the zh-Hant text again would
 * not do: OpenCC turns the branch 丑 into 醜 and 梁 into 樑, though Taiwan writes both.)
 */
function simplifiedOnlyCharacters(): Set<string> {
  const converted = new Set<string>();
  const traditional = new Set<string>();
  for (const group of OpenCC.Locale.from.cn!)
    for (const dict of group as readonly unknown[]) {
      const entries = typeof dict === 'string' ? dict.split('|').map((e) => e.split(' ')) : (dict as string[][]);
      for (const [simplified = '', ...targets] of entries) {
        for (const target of targets) for (const char of target) traditional.add(char);
        if ([...simplified].length === 1 && !targets.includes(simplified)) converted.add(simplified);
      }
    }
  return new Set([...converted].filter((char) => !traditional.has(char) && toTaiwan(char) !== char));
}

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
