import type { UsageSummary } from '@tarot/contract/usage';
import { addDays, shanghaiDate } from '@tarot/core/calendar/shanghai-day';
import type { SummaryRepo } from './summary-repo';

/** How many pages and events the dashboard lists. */
const TOP = 50;

type Counted = { readonly key: string; count: number; visitors: number };

/** Sums rows of one dimension by key, most counted first. */
function sumByKey(
  rows: readonly { dimension: string; key: string; count: number; visitors: number }[],
  dimension: string,
) {
  const totals = new Map<string, Counted>();
  for (const row of rows) {
    if (row.dimension !== dimension) continue;
    const entry = totals.get(row.key) ?? { key: row.key, count: 0, visitors: 0 };
    entry.count += Number(row.count);
    entry.visitors += Number(row.visitors);
    totals.set(row.key, entry);
  }
  return [...totals.values()].sort((a, b) => b.count - a.count || a.key.localeCompare(b.key)).slice(0, TOP);
}

/**
 * The usage dashboard over the last `days` Asia/Shanghai days: past days from the roll-ups,
 * today live from raw events. Visitors over several days are visitor-days: salts rotate daily,
 * so one device on two days is two visitors by design.
 */
export function createSummaryService(repo: SummaryRepo) {
  return {
    async summary(days: number, now = new Date()): Promise<UsageSummary> {
      const today = shanghaiDate(now);
      const since = addDays(today, 1 - days);
      const [past, pastBreakdown, pastCohorts, todayTotals, todayBreakdown] = await Promise.all([
        repo.rolledUpDays(since, today),
        repo.rolledUpBreakdown(since, today),
        repo.rolledUpCohorts(since, today),
        repo.liveTotals(today),
        repo.liveBreakdown(today),
      ]);
      const byDay = new Map(past.map((row) => [row.day, row]));
      const series = Array.from({ length: days }, (_, index) => {
        const date = addDays(since, index);
        if (date === today) {
          const { visitors, new_visitors, sessions, page_views, avg_session_seconds } = todayTotals;
          return {
            date,
            visitors,
            newVisitors: new_visitors,
            sessions,
            pageViews: page_views,
            avgSessionSeconds: avg_session_seconds,
          };
        }
        const row = byDay.get(date);
        return {
          date,
          visitors: row?.visitors ?? 0,
          newVisitors: row?.newVisitors ?? 0,
          sessions: row?.sessions ?? 0,
          pageViews: row?.pageViews ?? 0,
          avgSessionSeconds: row?.avgSessionSeconds ?? 0,
        };
      });

      const breakdown = [...pastBreakdown, ...todayBreakdown];
      const cohortRows = [
        ...pastCohorts,
        ...todayBreakdown.filter((row) => row.dimension === 'cohort' && row.key >= since),
      ];
      const returning = new Map(cohortRows.map((row) => [`${row.day}|${row.key}`, Number(row.visitors)]));
      const rateAfter = (cohortDay: string, size: number, offset: number) => {
        const day = addDays(cohortDay, offset);
        if (day > today || size === 0) return null;
        // At most 1: a device reports its own first day, and a forged one must not break the answer.
        return Math.min(1, (returning.get(`${day}|${cohortDay}`) ?? 0) / size);
      };

      return {
        days: series,
        pages: sumByKey(breakdown, 'page').map(({ key, count, visitors }) => ({ path: key, views: count, visitors })),
        events: sumByKey(breakdown, 'event').map(({ key, count }) => ({ name: key, count })),
        languages: sumByKey(breakdown, 'lang').map(({ key, visitors }) => ({ lang: key, visitors })),
        platforms: sumByKey(breakdown, 'platform').map(({ key, visitors }) => ({ platform: key, visitors })),
        retention: series.map(({ date }) => {
          const cohort = returning.get(`${date}|${date}`) ?? 0;
          return { date, cohort, day1: rateAfter(date, cohort, 1), day7: rateAfter(date, cohort, 7) };
        }),
      };
    },
  };
}

export type SummaryService = ReturnType<typeof createSummaryService>;
