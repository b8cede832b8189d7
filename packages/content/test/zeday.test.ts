import { describe, expect, it } from 'vitest';
import { zeDayLine, type ZeDayWording } from '@tarot/core/calendar/ze-day-text';
import { zeDayReasonsSchema } from '../src/schemas/zeday';
import { readTexts } from '../src/server/read-texts';

describe('zeday/reasons in every language', () => {
  it('refuses a missing code, an unknown one, a blank sentence and a quote the reason does not give', () => {
    const texts = readTexts('zeday/reasons', 'en');
    const { sanNiang: _left, ...missing } = texts;
    expect(zeDayReasonsSchema.safeParse(missing).success).toBe(false);
    expect(zeDayReasonsSchema.safeParse({ ...texts, lucky: 'Lucky' }).success).toBe(false);
    expect(zeDayReasonsSchema.safeParse({ ...texts, monthBreak: ' ' }).success).toBe(false);
    expect(zeDayReasonsSchema.safeParse({ ...texts, blackDay: 'Black Path day ({stars})' }).success).toBe(false);
    expect(zeDayReasonsSchema.safeParse({ ...texts, yangGong: 'Yang Gong ({month})' }).success).toBe(false);
  });

  it('reads as a sentence once the terms are quoted in', async () => {
    const wording: ZeDayWording = {
      texts: readTexts('zeday/reasons', 'en'),
      term: (domain, key) => `${domain}:${key}`,
      lang: 'en',
    };
    expect(zeDayLine({ kind: 'yangGong', month: 1, day: 13 }, wording)).toEqual({
      code: 'yangGong',
      text: 'Yang Gong’s taboo day (lunarMonth:正月, day lunarDay:十三)',
    });
  });
});
