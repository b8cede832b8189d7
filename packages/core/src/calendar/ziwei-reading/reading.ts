/**
 * 紫微斗数 reading: the chart's twelve palaces, 命宫 / 身宫 in brief, and the 大限 and 流年
 * of a horoscope, as text codes from the rule tables in rules.ts. Pure: the date a period
 * is read for is the horoscope's, computed by the caller (ziweiHoroscope) from a date it chose.
 */
import type { ZiweiChart, ZiweiHoroscope } from '../ziwei';
import { palaceReading } from './palace-reading';
import { periodReading } from './period-reading';
import { summaryReading } from './summary-reading';
import type { ZiweiReading } from './types';

export function ziweiReading(chart: ZiweiChart, horoscope: ZiweiHoroscope | null): ZiweiReading {
  return {
    palaces: chart.palaces.map((palace) => palaceReading(chart, palace)),
    summary: summaryReading(chart),
    decadal: horoscope ? periodReading(chart, horoscope.decadal) : null,
    yearly: horoscope ? periodReading(chart, horoscope.yearly) : null,
  };
}
