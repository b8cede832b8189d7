import { birthInputOfRequest, whereOfChart } from '@tarot/core/calendar/bazi/birth-request';
import { baziChart } from '@tarot/core/calendar/bazi/chart';
import { chartColours, type ChartColourReading } from '@tarot/core/calendar/chart-colours';
import { shanghaiDate } from '@tarot/core/calendar/shanghai-day';
import type { NamedBirth } from './birth-tools';

/**
 * A birth's colours by its chart's 用神 and 忌神, read on `now`'s Beijing day as the 八字 pages
 * read it: on the clock of the birth's zone and with its place's true solar time, so a saved
 * chart born abroad gives the same judgement here as on its chart page. Null for a birth that
 * does not exist (a hand-edited address).
 */
export function coloursOfBirth(birth: NamedBirth, now: Date): ChartColourReading | null {
  const [year, month, day] = shanghaiDate(now).split('-').map(Number) as [number, number, number];
  try {
    return chartColours(baziChart(birthInputOfRequest(birth, whereOfChart(birth))), { year, month, day });
  } catch {
    return null;
  }
}
