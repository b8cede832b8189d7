/**
 * A run of consecutive days with their 干支 month, day pillar and lunar date, for
 * searches over up to a year (择日). Asking tyme4ts day by day (SixtyCycleDay.fromSolarDay,
 * SolarDay.getLunarDay) recomputes solar terms and new moons for every day; here they are
 * computed once per month and the days in between are counted:
 * - the 干支 month runs from one 节 day to the next (SixtyCycleMonth.getFirstDay), and
 *   each day's SixtyCycleMonth is the library's own object for that run;
 * - the day pillar steps by one each day (the sixty-day cycle is unbroken);
 * - a lunar month runs from its new-moon day (LunarMonth.getFirstJulianDay) for
 *   getDayCount days.
 * day-range.test.ts holds every field equal to the day-by-day library answers.
 */
import {
  LunarDay,
  SixtyCycleDay,
  type LunarMonth,
  type SixtyCycle,
  type SixtyCycleMonth,
  type SolarDay,
} from 'tyme4ts';
import type { LunarDateSummary } from './lunar-date';

export interface RangeDay {
  /** Days since the first day of the range. */
  readonly offset: number;
  /** 0 = Sunday … 6 = Saturday (tyme4ts Week index). */
  readonly week: number;
  readonly month: SixtyCycleMonth;
  readonly pillar: SixtyCycle;
}

interface Run<T> {
  readonly start: number;
  readonly value: T;
}

/** The runs of 干支 months covering offsets [0, span). */
function monthRuns(first: SixtyCycleDay, from: SolarDay, span: number): Run<SixtyCycleMonth>[] {
  const runs: Run<SixtyCycleMonth>[] = [{ start: 0, value: first.getSixtyCycleMonth() }];
  for (;;) {
    const next = runs[runs.length - 1]!.value.next(1);
    const start = next.getFirstDay().getSolarDay().subtract(from);
    if (start >= span) return runs;
    runs.push({ start, value: next });
  }
}

/** The lunar months covering offsets [0, span), each with its first day's offset. */
function lunarRuns(from: SolarDay, span: number): Run<LunarMonth>[] {
  let month = from.getLunarDay().getLunarMonth();
  const runs: Run<LunarMonth>[] = [{ start: month.getFirstJulianDay().getSolarDay().subtract(from), value: month }];
  for (;;) {
    month = month.next(1);
    const start = month.getFirstJulianDay().getSolarDay().subtract(from);
    if (start >= span) return runs;
    runs.push({ start, value: month });
  }
}

const runAt = <T>(runs: readonly Run<T>[], offset: number): Run<T> => {
  let found = runs[0]!;
  for (const run of runs) {
    if (run.start > offset) break;
    found = run;
  }
  return found;
};

export interface DayRange {
  readonly days: readonly RangeDay[];
  /** The lunar date of a day in the range, as lunarDateSummary(solarDay.getLunarDay()) gives it. */
  lunarAt(offset: number): LunarDateSummary;
}

export function dayRange(from: SolarDay, span: number): DayRange {
  const first = SixtyCycleDay.fromSolarDay(from);
  const months = monthRuns(first, from, span);
  const firstWeek = from.getWeek().getIndex();
  const firstPillar = first.getSixtyCycle();
  const days: RangeDay[] = [];
  for (let offset = 0; offset < span; offset += 1) {
    days.push({
      offset,
      week: (firstWeek + offset) % 7,
      month: runAt(months, offset).value,
      pillar: firstPillar.next(offset),
    });
  }
  let lunar: Run<LunarMonth>[] | null = null;
  const monthText = new Map<LunarMonth, string>();
  return {
    days,
    lunarAt(offset: number): LunarDateSummary {
      lunar ??= lunarRuns(from, span);
      const run = runAt(lunar, offset);
      const month = run.value;
      const day = offset - run.start + 1;
      let text = monthText.get(month);
      if (text === undefined) {
        text = month.toString();
        monthText.set(month, text);
      }
      const dayName = LunarDay.NAMES[day - 1] ?? '';
      return {
        year: month.getYear(),
        month: month.getMonthWithLeap(),
        day,
        leap: month.isLeap(),
        monthName: month.getName(),
        dayName,
        // LunarDay.toString is its month's toString followed by the day's name.
        text: `${text}${dayName}`,
      };
    },
  };
}
