/**
 * The 择日 form as the address keeps it
 * (`?event=嫁娶&from=…&to=…&zodiac=马&partner=羊&chart=<id>&weekends=1`), so going back from a
 * day's almanac finds the search as it was, and its checks.
 */
import { MAX_SEARCH_DAYS, type ChartPillars, type GoodDayQuery } from '@tarot/core/calendar/ze-day';
import { ZE_DAY_EVENT_GROUPS, zeDayEvent } from '@tarot/core/calendar/ze-day-events';
import { ZODIAC_NAMES } from '@tarot/core/calendar/zodiac';
import { addDays, daySpan, isWithin, parseYmd, ymdText, type DateBounds } from '../dates';

export interface ZeDayForm {
  readonly event: string;
  readonly from: string;
  readonly to: string;
  /** The person's 生肖, whose clashing days are left out; null for anyone. */
  readonly zodiac: string | null;
  /** The partner's 生肖, for a marriage only: other events leave it out of the address and the search. */
  readonly partnerZodiac: string | null;
  /** The saved chart whose pillars the days must not clash: an id, NO_CHART, or null for the newest. */
  readonly chart: string | null;
  readonly weekendsOnly: boolean;
}

/** The member chose to search without a chart. */
export const NO_CHART = 'none';

/** A new search looks three months ahead. */
export const DEFAULT_SPAN_DAYS = 90;

const EVENT_IDS: readonly string[] = ZE_DAY_EVENT_GROUPS.flatMap((group) => group.events.map((event) => event.id));

const zodiacOr = (text: string | null): string | null => (text && ZODIAC_NAMES.includes(text) ? text : null);

/** Marriages ask for the partner's 生肖 too. */
export const isCoupleEvent = (event: string): boolean => zeDayEvent(event).couple;

const dateOr = (text: string | null, fallback: string): string => {
  const parts = parseYmd(text);
  return parts ? ymdText(parts) : fallback;
};

export function formFromParams(params: URLSearchParams, today: string): ZeDayForm {
  const event = params.get('event') ?? '';
  const from = dateOr(params.get('from'), today);
  return {
    event: EVENT_IDS.includes(event) ? event : EVENT_IDS[0]!,
    from,
    to: dateOr(params.get('to'), addDays(from, DEFAULT_SPAN_DAYS - 1)),
    zodiac: zodiacOr(params.get('zodiac')),
    partnerZodiac: zodiacOr(params.get('partner')),
    chart: params.get('chart') || null,
    weekendsOnly: params.get('weekends') === '1',
  };
}

export function formToParams(form: ZeDayForm): Record<string, string> {
  return {
    event: form.event,
    from: form.from,
    to: form.to,
    ...(form.zodiac ? { zodiac: form.zodiac } : {}),
    ...(form.partnerZodiac && isCoupleEvent(form.event) ? { partner: form.partnerZodiac } : {}),
    ...(form.chart ? { chart: form.chart } : {}),
    ...(form.weekendsOnly ? { weekends: '1' } : {}),
  };
}

export type FormProblem = 'outOfRange' | 'endBeforeStart' | 'tooLong';

/** Why the range cannot be searched, or null when it can. */
export function formProblem(form: ZeDayForm, bounds: DateBounds): FormProblem | null {
  if (!isWithin(form.from, bounds) || !isWithin(form.to, bounds)) return 'outOfRange';
  const span = daySpan(form.from, form.to);
  if (span < 1) return 'endBeforeStart';
  if (span > MAX_SEARCH_DAYS) return 'tooLong';
  return null;
}

/** The search for a checked form; `pillars` are the chosen chart's, when one is in use. */
export const toQuery = (form: ZeDayForm, pillars: ChartPillars | null = null): GoodDayQuery => ({
  event: form.event,
  from: form.from,
  to: form.to,
  ...(form.zodiac ? { zodiac: form.zodiac } : {}),
  ...(form.partnerZodiac && isCoupleEvent(form.event) ? { partnerZodiac: form.partnerZodiac } : {}),
  ...(pillars ? { pillars } : {}),
  weekendsOnly: form.weekendsOnly,
});
