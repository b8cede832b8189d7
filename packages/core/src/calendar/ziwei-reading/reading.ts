/**
 * 紫微斗数 reading: the chart's twelve palaces (major and minor stars, 三方四正), 命宫 / 身宫
 * in brief, the patterns 命宫 forms, and the 大限 and 流年 of a horoscope read together, as
 * text codes from the rule tables. Pure: the date a period is read for is the horoscope's,
 * computed by the caller (ziweiHoroscope) from a date it chose.
 */
import type { ZiweiChart, ZiweiHoroscope } from '../ziwei';
import { boardOf } from './board';
import { detectPatterns } from './detect-patterns';
import { palaceReading } from './palace-reading';
import { periodReading } from './period-reading';
import { stackReading } from './stack-reading';
import { summaryReading } from './summary-reading';
import type { PatternReading, ZiweiReading } from './types';

function patternReadings(chart: ZiweiChart, board: ReturnType<typeof boardOf>): PatternReading[] {
  const soul = chart.palaces.find((p) => p.name === '命宫');
  if (!soul) throw new Error('chart has no 命宫');
  return detectPatterns(board, soul.index).map((hit) => ({
    ...hit,
    codes: [`patterns.${hit.id}`, ...(hit.spoiled ? ['patternSpoiled'] : [])],
  }));
}

function periods(
  chart: ZiweiChart,
  horoscope: ZiweiHoroscope | null,
): Pick<ZiweiReading, 'decadal' | 'yearly' | 'stack'> {
  if (!horoscope) return { decadal: null, yearly: null, stack: null };
  const decadal = periodReading(chart, horoscope.decadal, 'decade');
  const { stack, year } = stackReading(chart, horoscope, decadal, periodReading(chart, horoscope.yearly, 'year'));
  return { decadal, yearly: year, stack };
}

export function ziweiReading(chart: ZiweiChart, horoscope: ZiweiHoroscope | null): ZiweiReading {
  const board = boardOf(chart);
  return {
    palaces: chart.palaces.map((palace) => palaceReading(chart, board, palace)),
    summary: summaryReading(chart),
    patterns: patternReadings(chart, board),
    ...periods(chart, horoscope),
  };
}
