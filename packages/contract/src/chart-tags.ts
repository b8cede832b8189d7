/**
 * The labels members put on their saved charts. One set of rules for the server, which
 * refuses what breaks them with a stable code, and for the web's tag editor, which says so
 * before sending.
 */
import { z } from 'zod';
import { text } from './text';

export const MAX_CHART_TAGS = 5;
/** Counted in characters as people see them (code points), so 🌙 or 𠀀 counts once. */
export const MAX_CHART_TAG_LENGTH = 12;

/** Codes of SERVER_ERRORS (errors.ts imports this file for their limits, so it names them itself). */
export type ChartTagProblem = 'CHART_TAG_EMPTY' | 'CHART_TAG_TOO_LONG' | 'CHART_TAGS_TOO_MANY';

/** Why a trimmed tag cannot be kept, or null when it can. */
export function chartTagProblem(tag: string): ChartTagProblem | null {
  if (tag === '') return 'CHART_TAG_EMPTY';
  return [...tag].length > MAX_CHART_TAG_LENGTH ? 'CHART_TAG_TOO_LONG' : null;
}

/** The same tag twice is one tag: the first keeps its place. */
const uniqueTags = (tags: readonly string[]): string[] => [...new Set(tags)];

/** The error handler answers with `params.code` instead of INVALID_PARAM. */
const problem = (code: ChartTagProblem) => ({ message: code, params: { code } });

export const chartTag = text()
  .trim()
  .refine((tag) => tag !== '', problem('CHART_TAG_EMPTY'))
  .refine((tag) => chartTagProblem(tag) !== 'CHART_TAG_TOO_LONG', problem('CHART_TAG_TOO_LONG'));

/** Trimmed and de-duplicated before counting, so `["a", " a "]` is one tag. */
export const chartTags = z
  .array(chartTag)
  .transform(uniqueTags)
  .refine((tags) => tags.length <= MAX_CHART_TAGS, problem('CHART_TAGS_TOO_MANY'))
  .describe(`At most ${MAX_CHART_TAGS} tags of at most ${MAX_CHART_TAG_LENGTH} characters, trimmed and de-duplicated`);

export const chartTagQuery = z.object({ tag: chartTag.optional().describe('Only the charts carrying this tag') });

export const chartTagCounts = z
  .object({ items: z.array(z.object({ tag: z.string(), count: z.number().int() })).readonly() })
  .meta({ id: 'ChartTagCounts' });

export type ChartTagCount = z.infer<typeof chartTagCounts>['items'][number];
