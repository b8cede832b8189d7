/**
 * Small pieces every 星座 reading is worded with: an aspect's nature, a moment or a span in
 * a zone's clock, and a text's placeholders filled.
 */
import { zoneOffsetMs } from '../qimen/zone';
import type { AspectType } from './aspects';
import type { AspectNature } from './texts';

export { fill } from '../tarot/reading/compose';

export const natureOf = (type: AspectType): AspectNature =>
  type === 'conjunction' ? 'conjunction' : type === 'trine' || type === 'sextile' ? 'harmonious' : 'challenging';

const pad = (n: number): string => String(n).padStart(2, '0');

/** `MM-DD HH:mm` on the zone's clock: horoscope lines are read within their own year. */
export function clockText(utcMs: number, zone: string): string {
  const d = new Date(utcMs + zoneOffsetMs(zone, utcMs));
  return `${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** `MM-DD HH:mm – MM-DD HH:mm`, or either end alone when the other lies beyond what was searched. */
export function spanText(fromMs: number | undefined, toMs: number | undefined, zone: string): string {
  return [fromMs, toMs].map((ms) => (ms === undefined ? '…' : clockText(ms, zone))).join(' – ');
}
