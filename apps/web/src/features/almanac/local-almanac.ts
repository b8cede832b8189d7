/**
 * The almanac computed in the browser: its own chunk with the calendar library, fetched after
 * the page has painted the server's answer (use-almanac-day.ts), and offline in its stead.
 */
import { almanac, type AlmanacDay } from '@tarot/core/calendar/almanac';
import { parseYmd } from './dates';

export function almanacOf(date: string): AlmanacDay | null {
  const parts = parseYmd(date);
  if (!parts) return null;
  try {
    return almanac(parts.year, parts.month, parts.day);
  } catch {
    return null;
  }
}
