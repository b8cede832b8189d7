/** Calendar days as Asia/Shanghai 'YYYY-MM-DD' strings, the way check-ins are keyed. */
export { shanghaiDate } from '../daily/service';

const DAY_MS = 86_400_000;

/** The day `offset` days from `day` (negative for earlier), in the same format. */
export function addDays(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}
