/** A `YYYY-MM-DD` day as the reader's language writes a month and day: "Mar 21", or "3/21" when `compact`. */
export function monthDayText(day: string, language: string, compact = false): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(language, {
    month: compact ? 'numeric' : 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, date));
}

/** A span of days; one day alone when it starts and ends on the same day. */
export const dayRangeText = (from: string, to: string, language: string, compact = false): string =>
  from === to
    ? monthDayText(from, language, compact)
    : `${monthDayText(from, language, compact)} – ${monthDayText(to, language, compact)}`;
