import { baziChart } from '../packages/core/src/calendar/bazi/chart';
import { searchGoodDays } from '../packages/core/src/calendar/ze-day';
import { printTable } from './report';

const BUDGET_CHARTS_PER_SECOND = 10_000;
const BUDGET_ZE_DAY_MS = 50;

/** Calls `run` for about `ms` milliseconds and returns how many calls a second it managed. */
function perSecond(run: (i: number) => void, ms = 2_000): number {
  const start = performance.now();
  let count = 0;
  while (performance.now() - start < ms) run(count++);
  return count / ((performance.now() - start) / 1000);
}

function timeMs(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

/** Core speed against DESIGN.md: full 八字 charts per second and a year of 择日. */
export function benchCore(): void {
  // Births spread over a century and every hour, so per-year caches are exercised, not just hit.
  const charts = perSecond((i) =>
    baziChart({
      year: 1930 + (i % 90),
      month: 1 + (i % 12),
      day: 1 + (i % 28),
      hour: i % 24,
      minute: (i * 7) % 60,
      gender: i % 2 ? 'male' : 'female',
      ziSect: 'nextDay',
    }),
  );
  const cold = timeMs(() => searchGoodDays({ event: '嫁娶', from: '2027-01-01', to: '2027-12-31' }));
  const warm = timeMs(() => searchGoodDays({ event: '嫁娶', from: '2028-01-01', to: '2028-12-30' }));
  printTable(
    'Core calendar against DESIGN.md budgets',
    ['measure', 'figure', 'budget', 'ratio'],
    [
      [
        '八字 charts per second',
        charts.toFixed(0),
        BUDGET_CHARTS_PER_SECOND,
        (charts / BUDGET_CHARTS_PER_SECOND).toFixed(2),
      ],
      ['择日 365 days, first run (ms)', cold.toFixed(1), BUDGET_ZE_DAY_MS, (cold / BUDGET_ZE_DAY_MS).toFixed(2)],
      ['择日 365 days, another year (ms)', warm.toFixed(1), BUDGET_ZE_DAY_MS, (warm / BUDGET_ZE_DAY_MS).toFixed(2)],
    ],
  );
}
