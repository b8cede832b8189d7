/**
 * The daily-card history as a month calendar: which months have draws, and a month laid
 * out in weeks from Monday (the Chinese calendar's first weekday), each day with its draw.
 * Dates are the server's `YYYY-MM-DD` strings (the Asia/Shanghai day), so the grid works
 * on calendar dates alone and never on the phone's time zone.
 */

/** `YYYY-MM` */
export type MonthText = string;

export interface DayCell<T> {
  readonly date: string;
  /** 1–31 */
  readonly day: number;
  readonly draw: T | undefined;
}

/** A week of seven places, Monday first; null before the 1st and after the last day. */
export type Week<T> = readonly (DayCell<T> | null)[];

export const monthOf = (date: string): MonthText => date.slice(0, 7);

const pad = (n: number) => String(n).padStart(2, '0');

/** The months that hold a draw, oldest first. */
export function monthsWithDraws(draws: readonly { readonly date: string }[]): MonthText[] {
  return [...new Set(draws.map((draw) => monthOf(draw.date)))].sort();
}

export function monthGrid<T extends { readonly date: string }>(month: MonthText, draws: readonly T[]): Week<T>[] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const daysInMonth = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  // getUTCDay: 0 = Sunday; Monday-first puts Sunday last.
  const lead = (new Date(Date.UTC(year, monthNumber - 1, 1)).getUTCDay() + 6) % 7;
  const byDate = new Map(draws.map((draw) => [draw.date, draw]));
  const cells: (DayCell<T> | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= daysInMonth; day += 1) {
    const date = `${month}-${pad(day)}`;
    cells.push({ date, day, draw: byDate.get(date) });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The newest draw in a month, to show when the month opens. */
export function latestIn<T extends { readonly date: string }>(month: MonthText, draws: readonly T[]): T | undefined {
  return draws.filter((draw) => monthOf(draw.date) === month).sort((a, b) => b.date.localeCompare(a.date))[0];
}
