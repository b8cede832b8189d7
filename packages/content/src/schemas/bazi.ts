import { z } from 'zod';
import type { ReadingTexts } from '@tarot/core/calendar/bazi/reading/types';

/** A reading's code: dotted words and terms ('strength.season.dead', 'element.木'). */
const code = z.string().regex(/^[\p{L}\d]+(\.[\p{L}\d]+)*$/u, 'not a dotted code');

/**
 * Every code a 八字 reading can give, with its words (`{{name}}` quotes a note's parameter).
 * A text may be empty where a language joins with nothing (relation.joiner in Chinese); that
 * every language has every code of the Simplified original is the bazi tests' to check.
 */
export const baziReadingSchema: z.ZodType<ReadingTexts> = z.record(code, z.string());
