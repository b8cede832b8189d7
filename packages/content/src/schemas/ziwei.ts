import { z } from 'zod';
import type { PairId, StarTexts, ZiweiContent } from '@tarot/core/calendar/ziwei-reading/texts';
import { PATTERN_IDS } from '@tarot/core/calendar/ziwei-reading/patterns';
import { SAN_FANG_TEXTS } from '@tarot/core/calendar/ziwei-reading/san-fang-rules';
import { STACK_TEXTS } from '@tarot/core/calendar/ziwei-reading/stack-rules';
import { MINOR_STARS, MUTAGENS, PALACES, STARS } from '@tarot/core/calendar/ziwei-reading/vocabulary';
import { text, textsFor } from './text';

const PAIRS: readonly PairId[] = [
  'ziweiTianfu',
  'ziweiQisha',
  'wuquTanlang',
  'taiyangTaiyin',
  'taiyangTianliang',
  'tiantongJumen',
];

const starTexts: z.ZodType<StarTexts> = textsFor(['keywords', 'core', 'soul', 'wealth', 'career', 'spouse', 'other']);

/** Every text a 紫微 reading's codes name; the stars' names come from the glossary, not from here. */
export const ziweiReadingSchema: z.ZodType<ZiweiContent> = z.strictObject({
  names: z.strictObject({
    palaces: textsFor(PALACES),
    mutagens: textsFor(MUTAGENS),
    patterns: textsFor(PATTERN_IDS),
  }),
  stars: z.strictObject(
    Object.fromEntries(STARS.map((star) => [star, starTexts])) as Record<(typeof STARS)[number], typeof starTexts>,
  ),
  palaces: textsFor(PALACES),
  brightness: textsFor(['bright', 'steady', 'dim']),
  mutagen: textsFor(MUTAGENS),
  borrowed: text,
  pairs: textsFor(PAIRS),
  minor: textsFor(MINOR_STARS),
  sanFang: textsFor(SAN_FANG_TEXTS),
  patterns: textsFor(PATTERN_IDS),
  patternSpoiled: text,
  stack: textsFor(STACK_TEXTS),
  summary: z.strictObject({ borrowed: text }),
  body: textsFor(['soul', 'spouse', 'wealth', 'travel', 'career', 'spirit']),
  period: z.strictObject({ focus: textsFor(PALACES), mutagen: textsFor(MUTAGENS), luInSoul: text, jiInSoul: text }),
});
