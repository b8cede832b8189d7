import type { DayColourResponse } from '@tarot/contract/day-colour';
import type { BaziChart } from '@tarot/core/calendar/bazi/chart';
import { chartColours } from '@tarot/core/calendar/chart-colours';
import { dayColours } from '@tarot/core/calendar/day-colour';

/**
 * A day's colours as the public API answers them: by the day stem, or with a birth by its
 * chart's 用神, 喜神 and 忌神 (core's chartColours, from the same judgement /api/v1/bazi reads).
 * Throws RangeError for a day that does not exist.
 */
export function dayColourAnswer(date: string, chart: BaziChart | null): DayColourResponse {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const byDay = dayColours(year, month, day);
  const header = { date: byDay.date, dayGanZhi: byDay.dayGanZhi };
  if (!chart) {
    return {
      ...header,
      by: 'day',
      reference: { stem: byDay.stem, element: byDay.element },
      chart: null,
      colours: byDay.advice.map(({ element, rating, colours, english, hex, relation }) => ({
        element,
        rating,
        names: colours,
        english,
        hex,
        relation,
        role: null,
      })),
    };
  }
  const byChart = chartColours(chart, { year, month, day });
  const { pillars } = chart;
  return {
    ...header,
    by: 'chart',
    reference: byChart.dayMaster,
    chart: {
      pillars: {
        year: pillars.year.ganZhi,
        month: pillars.month.ganZhi,
        day: pillars.day.ganZhi,
        hour: pillars.hour.ganZhi,
      },
    },
    colours: byChart.advice.map(({ element, rating, colours, english, hex, basis }) => ({
      element,
      rating,
      names: colours,
      english,
      hex,
      relation: null,
      role: basis,
    })),
  };
}
