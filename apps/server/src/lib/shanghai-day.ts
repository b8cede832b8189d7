/**
 * Members' days follow the calendar in China, wherever the server runs: check-ins, daily
 * cards, upload quotas and statistics are all keyed by an Asia/Shanghai 'YYYY-MM-DD' day.
 */
const SHANGHAI_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' });
export const shanghaiDate = (at: Date): string => SHANGHAI_DATE.format(at);

const DAY_MS = 86_400_000;

/** The day `offset` days from `day` (negative for earlier), in the same format. */
export function addDays(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}
