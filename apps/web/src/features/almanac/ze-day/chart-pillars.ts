/**
 * The year and day pillars of a saved chart, computed here as the chart pages compute them
 * (core's birth request and 八字 chart). Its own chunk, fetched only when a member has a
 * chart to search with.
 */
import type { ChartBirth } from '@tarot/contract/calendar';
import { birthInputOfRequest } from '@tarot/core/calendar/bazi/birth-request';
import { baziChart } from '@tarot/core/calendar/bazi/chart';
import type { ChartPillars } from '@tarot/core/calendar/ze-day';

export interface ChartFacts {
  readonly pillars: ChartPillars;
  /** The 生肖 of the year pillar (the year turns at 立春). */
  readonly zodiac: string;
}

export function chartFacts(birth: ChartBirth): ChartFacts {
  const { pillars, zodiac } = baziChart(birthInputOfRequest(birth));
  return { pillars: { year: pillars.year.ganZhi, day: pillars.day.ganZhi }, zodiac };
}
