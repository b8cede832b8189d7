/**
 * The year and day pillars of a saved chart, computed here as the chart pages compute them
 * (core's birth request and 八字 chart). Its own chunk, fetched only when a member has a
 * chart to search with.
 */
import type { SavedBaziChartResponse } from '@tarot/contract/charts';
import { birthInputOfRequest, whereOfChart } from '@tarot/core/calendar/bazi/birth-request';
import { baziChart } from '@tarot/core/calendar/bazi/chart';
import type { ChartPillars } from '@tarot/core/calendar/ze-day';

export interface ChartFacts {
  readonly pillars: ChartPillars;
  /** The 生肖 of the year pillar (the year turns at 立春). */
  readonly zodiac: string;
}

/** A saved chart's facts, its birth read on the clock of its zone and with its place's true solar time. */
export function chartFacts(chart: Pick<SavedBaziChartResponse, 'birth' | 'timeZone' | 'location'>): ChartFacts {
  const { pillars, zodiac } = baziChart(birthInputOfRequest(chart.birth, whereOfChart(chart)));
  return { pillars: { year: pillars.year.ganZhi, day: pillars.day.ganZhi }, zodiac };
}
