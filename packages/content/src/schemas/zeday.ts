import { z } from 'zod';
import {
  ZE_DAY_LINE_CODES,
  ZE_DAY_LINE_PARAMS,
  type ZeDayLineCode,
  type ZeDayTexts,
} from '@tarot/core/calendar/ze-day-text';

/** A sentence that is not blank and quotes exactly the `{name}`s its reason gives (a typo would show as braces). */
const sentence = (code: ZeDayLineCode) =>
  z
    .string()
    .refine((value) => value.trim() !== '', 'an empty text')
    .refine(
      (value) => {
        const quoted = [...value.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
        return JSON.stringify(quoted) === JSON.stringify([...ZE_DAY_LINE_PARAMS[code]].sort());
      },
      `must quote ${ZE_DAY_LINE_PARAMS[code].map((name) => `{${name}}`).join(' ') || 'nothing'}`,
    );

/** zeday/reasons: why a 择日 day is offered or left out, one sentence per reason code. */
export const zeDayReasonsSchema: z.ZodType<ZeDayTexts> = z.strictObject(
  Object.fromEntries(ZE_DAY_LINE_CODES.map((code) => [code, sentence(code)])) as Record<
    ZeDayLineCode,
    ReturnType<typeof sentence>
  >,
);
