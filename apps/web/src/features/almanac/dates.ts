/**
 * Calendar dates as the almanac pages pass them around: `YYYY-MM-DD` text in the
 * device's local calendar, as the address bar (`?date=`) and core's functions take them.
 * Arithmetic goes through Date.UTC so time zones and daylight saving never shift a day.
 */

export interface Ymd {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** The spec's picker bounds: 150 years either side of the current year. */
export const PICKER_SPAN_YEARS = 150;

const MS_PER_DAY = 86_400_000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export const ymdText = ({ year, month, day }: Ymd): string => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** The parts of a `YYYY-MM-DD` text, or null when it is malformed or not a real date. */
export function parseYmd(text: string | null | undefined): Ymd | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Like parseYmd, for texts this module made itself. */
function partsOf(text: string): Ymd {
  const parts = parseYmd(text);
  if (!parts) throw new RangeError(`not a YYYY-MM-DD date: ${text}`);
  return parts;
}

const utcMs = ({ year, month, day }: Ymd): number => {
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getTime();
};

/** Today on the device's clock. */
export const todayText = (now = new Date()): string =>
  ymdText({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });

export function addDays(text: string, days: number): string {
  const date = new Date(utcMs(partsOf(text)) + days * MS_PER_DAY);
  return ymdText({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}

/** Days from `from` to `to`, both included: 1 for the same day, 0 or less when `to` comes first. */
export const daySpan = (from: string, to: string): number =>
  Math.round((utcMs(partsOf(to)) - utcMs(partsOf(from))) / MS_PER_DAY) + 1;

export interface DateBounds {
  readonly min: string;
  readonly max: string;
  readonly minYear: number;
  readonly maxYear: number;
}

export function dateBounds(now = new Date()): DateBounds {
  const minYear = now.getFullYear() - PICKER_SPAN_YEARS;
  const maxYear = now.getFullYear() + PICKER_SPAN_YEARS;
  return { min: `${minYear}-01-01`, max: `${maxYear}-12-31`, minYear, maxYear };
}

// `YYYY-MM-DD` texts with four-digit years sort as the dates do.
export const isWithin = (text: string, bounds: DateBounds): boolean => text >= bounds.min && text <= bounds.max;

export type DateParam =
  { readonly status: 'ok'; readonly date: string } | { readonly status: 'outOfRange'; readonly date: string };

/** The day an address asks for: a missing or impossible date means today. */
export function resolveDateParam(param: string | null, today: string, bounds: DateBounds): DateParam {
  const parts = parseYmd(param);
  if (!parts) return { status: 'ok', date: today };
  const date = ymdText(parts);
  return isWithin(date, bounds) ? { status: 'ok', date } : { status: 'outOfRange', date };
}

/** Local noon of the day, for pickers and Intl (noon keeps clear of any midnight shift). */
export function toLocalDate(text: string): Date {
  const { year, month, day } = partsOf(text);
  const date = new Date(2000, month - 1, day, 12);
  date.setFullYear(year);
  return date;
}

export const fromLocalDate = (date: Date): string =>
  ymdText({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });

/** Formatters by language and options: making one costs far more than formatting with it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A day formatted for the interface language, e.g. zh-Hans 2026年11月22日星期日. */
export function formatDay(text: string, language: string, options: Intl.DateTimeFormatOptions): string {
  const key = `${language} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, options);
    formatters.set(key, formatter);
  }
  return formatter.format(toLocalDate(text));
}

/**
 * Which of a day's twelve 时辰 (0 = 子 … 11 = 亥) the clock is in, when that day is today.
 * The almanac's 子 hour of a day runs from 23:00 the evening before (tyme4ts'
 * SixtyCycleDay.getHours), so from 23:00 on the clock is already in tomorrow's 子: null.
 */
export const currentHourIndex = (hour: number): number | null => (hour === 23 ? null : Math.floor((hour + 1) / 2));
