import { PERSONAL_PERIODS, type PersonalPeriod } from '@tarot/core/astrology/transits';
import type { SavedNatalChart } from '../../shared/charts/saved-chart';

/** What the personal horoscope shows, as its address keeps it: `?chart=<saved chart id>&period=week`. */
export interface PersonalForm {
  /** A saved chart's id; null for the reader's own. */
  readonly chart: string | null;
  readonly period: PersonalPeriod;
}

const isPeriod = (value: string | null): value is PersonalPeriod =>
  (PERSONAL_PERIODS as readonly (string | null)[]).includes(value);

export function personalFormOf(params: URLSearchParams): PersonalForm {
  const period = params.get('period');
  return { chart: params.get('chart') || null, period: isPeriod(period) ? period : 'day' };
}

export const personalParams = ({ chart, period }: PersonalForm): Record<string, string> => ({
  ...(chart ? { chart } : {}),
  ...(period === 'day' ? {} : { period }),
});

/**
 * The chart a personal horoscope reads: the one in the address, else the one marked "this is
 * me", else the one last read on this device. Null asks the reader to choose: a partner's
 * chart must not pass for their own.
 */
export function chosenChart(
  charts: readonly SavedNatalChart[],
  asked: string | null,
  remembered: string | null,
): SavedNatalChart | null {
  const byId = (id: string | null) => (id ? charts.find((chart) => chart.id === id) : undefined);
  return byId(asked) ?? charts.find((chart) => chart.self) ?? byId(remembered) ?? null;
}
