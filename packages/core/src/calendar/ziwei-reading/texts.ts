import { renderingOf } from '../../glossary/renderings';
import { ZIWEI_STARS } from '../../glossary/ziwei-stars';
import type { ContentLanguage } from '../../tarot/types';
import type { PatternId } from './patterns';
import type { SanFangText } from './san-fang-rules';
import type { StackText } from './stack-rules';
import { MINOR_STAR_IDS, STAR_IDS, type MinorStarId, type MutagenId, type PalaceId, type StarId } from './vocabulary';

/** Classic pairs of major stars sharing a palace (rules.ts PALACE_RULES). */
export type PairId =
  'ziweiTianfu' | 'ziweiQisha' | 'wuquTanlang' | 'taiyangTaiyin' | 'taiyangTianliang' | 'tiantongJumen';

/** A major star's texts: its character, then read in the four focus palaces or any other. */
export interface StarTexts {
  readonly keywords: string;
  readonly core: string;
  readonly soul: string;
  readonly wealth: string;
  readonly career: string;
  readonly spouse: string;
  readonly other: string;
}

/**
 * Every text a reading's codes can name, in one language. A code is a dotted path into
 * this table (`stars.ziwei.soul`, `brightness.bright`); the Record types make the
 * compiler refuse a language that misses a star or a palace.
 */
export interface ZiweiTexts {
  readonly names: {
    readonly stars: Readonly<Record<StarId | MinorStarId, string>>;
    readonly palaces: Readonly<Record<PalaceId, string>>;
    readonly mutagens: Readonly<Record<MutagenId, string>>;
    readonly patterns: Readonly<Record<PatternId, string>>;
  };
  readonly stars: Readonly<Record<StarId, StarTexts>>;
  readonly palaces: Readonly<Record<PalaceId, string>>;
  readonly brightness: { readonly bright: string; readonly steady: string; readonly dim: string };
  readonly mutagen: Readonly<Record<MutagenId, string>>;
  readonly borrowed: string;
  readonly pairs: Readonly<Record<PairId, string>>;
  /** A minor star standing in the palace read. */
  readonly minor: Readonly<Record<MinorStarId, string>>;
  readonly sanFang: Readonly<Record<SanFangText, string>>;
  readonly patterns: Readonly<Record<PatternId, string>>;
  /** Added to a good pattern that 化忌 or two 煞 meet (破格). */
  readonly patternSpoiled: string;
  readonly stack: Readonly<Record<StackText, string>>;
  readonly summary: { readonly borrowed: string };
  readonly body: Readonly<Record<'soul' | 'spouse' | 'wealth' | 'travel' | 'career' | 'spirit', string>>;
  readonly period: {
    readonly focus: Readonly<Record<PalaceId, string>>;
    readonly mutagen: Readonly<Record<MutagenId, string>>;
    readonly luInSoul: string;
    readonly jiInSoul: string;
  };
}

/** The text a code names, or undefined when the table has none (a content bug the tests catch). */
export function textOf(texts: ZiweiTexts, code: string): string | undefined {
  let node: unknown = texts;
  for (const part of code.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** What a language's content file holds: every text but the stars' names, which the glossary gives. */
export type ZiweiContent = Omit<ZiweiTexts, 'names'> & { readonly names: Omit<ZiweiTexts['names'], 'stars'> };

/** The stars' names as the chart prints them, so the reading and the board agree. */
function starNames(language: ContentLanguage): ZiweiTexts['names']['stars'] {
  const names = Object.entries({ ...STAR_IDS, ...MINOR_STAR_IDS }).map(([name, id]) => [
    id,
    renderingOf(ZIWEI_STARS, language, name) ?? name,
  ]);
  return Object.fromEntries(names) as ZiweiTexts['names']['stars'];
}

/**
 * A language's texts as the reading pages use them: its content file (@tarot/content,
 * texts/<language>/ziwei/reading.json) with the stars' names from the glossary.
 */
export function withStarNames(content: ZiweiContent, language: ContentLanguage): ZiweiTexts {
  return { ...content, names: { ...content.names, stars: starNames(language) } };
}
