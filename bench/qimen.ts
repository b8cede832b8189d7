import { SolarTime } from 'tyme4ts';
import { randomDate, seeded } from '../packages/core/src/calendar/test-random';
import { qimenChart } from '../packages/core/src/qimen/chart';
import type { QimenMethod } from '../packages/core/src/qimen/ju';
import type { QimenMomentInput } from '../packages/core/src/qimen/moment';
import { qimenPatterns } from '../packages/core/src/qimen/patterns/detect';
import { median } from './report';

const BUDGET_QIMEN_MS = 1;

const timeMs = (run: () => void): number => {
  const start = performance.now();
  run();
  return performance.now() - start;
};

/**
 * A 奇门 chart with its patterns for a moment nobody asked for before (the server caches
 * answers, core does not): p50 over random hours of 1901–2099 in Beijing time. The reference,
 * measured on the same moments, is what the chart's calendar facts cost asked of tyme4ts
 * directly — the solar term in force and the four pillars (SolarTime.getTerm, getEightChar) —
 * so the ratio says what the board, its marks and 44 patterns add to reading the calendar.
 * Two hundred other moments first warm both paths.
 */
export function benchQimen(msText: (value: number) => string): string[][] {
  const random = seeded(32);
  const moments = Array.from({ length: 2_200 }, (): QimenMomentInput => {
    const [year, month, day] = randomDate(random, 1901, 2099);
    return { year, month, day, hour: Math.floor(random() * 24), minute: Math.floor(random() * 60) };
  });
  const [warm, measured] = [moments.slice(0, 200), moments.slice(200)];
  const library = (m: QimenMomentInput) => {
    const time = SolarTime.fromYmdHms(m.year, m.month, m.day, m.hour, m.minute, 0);
    time.getTerm();
    time.getLunarHour().getEightChar();
  };
  const chartWithPatterns = (method: QimenMethod) => (m: QimenMomentInput) => qimenPatterns(qimenChart(m, { method }));
  for (const m of warm) {
    library(m);
    chartWithPatterns('chaibu')(m);
    chartWithPatterns('zhirun')(m);
  }
  const p50 = (run: (m: QimenMomentInput) => void) => median(measured.map((m) => timeMs(() => run(m))));
  const reference = p50(library);
  const row = (measure: string, figure: number) => [
    measure,
    msText(figure),
    msText(reference),
    (figure / reference).toFixed(3),
    String(BUDGET_QIMEN_MS),
    (figure / BUDGET_QIMEN_MS).toFixed(2),
  ];
  return [
    row('奇门 chart and its patterns (拆补), ms p50 (2,000 hours)', p50(chartWithPatterns('chaibu'))),
    row('奇门 chart and its patterns (置闰), ms p50 (2,000 hours)', p50(chartWithPatterns('zhirun'))),
  ];
}
