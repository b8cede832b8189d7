/**
 * Which days of a year each Sun sign covers, on the Asia/Shanghai calendar that sign
 * horoscopes are dated in: found from the year's real solar ingresses rather than the
 * rounded dates of a printed table, which drift by a day from year to year.
 */
import { shanghaiDate } from '../calendar/shanghai-day';
import { ingresses } from './sky-events';
import { SIGN_IDS, type SignId } from './signs';

export interface SunSignDays {
  readonly sign: SignId;
  /** The first day, `YYYY-MM-DD`: the day the Sun enters the sign. */
  readonly from: string;
  /** The last day: the day before the Sun enters the next sign (for Capricorn, in the next January). */
  readonly to: string;
}

const dayBefore = (day: string): string => shanghaiDate(new Date(Date.parse(`${day}T00:00:00+08:00`) - 1));

/** Each sign's days around the given year: Aries to Pisces, Capricorn running into the next year. */
export function sunSignDays(year: number): SunSignDays[] {
  const from = Date.UTC(year, 0, 1) - 8 * 3_600_000;
  const to = Date.UTC(year + 1, 1, 1) - 8 * 3_600_000;
  // January of the next year holds the next Aquarius ingress, where Capricorn ends.
  const entered = new Map<SignId, string[]>();
  for (const ingress of ingresses('sun', from, to)) {
    entered.set(ingress.sign, [...(entered.get(ingress.sign) ?? []), shanghaiDate(new Date(ingress.utcMs))]);
  }
  return SIGN_IDS.map((sign, i) => {
    const next = SIGN_IDS[(i + 1) % 12]!;
    const start = entered.get(sign)!.find((day) => day.startsWith(String(year)))!;
    const nextStart = entered.get(next)!.find((day) => day > start)!;
    return { sign, from: start, to: dayBefore(nextStart) };
  });
}

/** The Sun sign of a day of the year (`YYYY-MM-DD`, Shanghai calendar). */
export function sunSignOfDay(day: string): SignId {
  const year = Number(day.slice(0, 4));
  const spans = [...sunSignDays(year - 1), ...sunSignDays(year)];
  return spans.find((span) => span.from <= day && day <= span.to)!.sign;
}
