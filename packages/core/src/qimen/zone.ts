/**
 * Wall clocks of an IANA time zone and the instants they name, from the platform's own
 * time-zone database (Intl), so historical offsets and summer time count: Beijing kept
 * summer time from 1986 to 1991, New York and Paris keep it today.
 */
import { memoise } from '../calendar/memo';

const MINUTE_MS = 60_000;

/** Formatters by canonical zone name: a few hundred at most, whatever callers send. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/**
 * The zone's canonical IANA name ('asia/shanghai' → 'Asia/Shanghai'); throws a RangeError
 * for a zone the platform does not know. Only canonical names are ever cached.
 */
export function canonicalZone(zone: string): string {
  if (formatters.has(zone)) return zone;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    throw new RangeError(`unknown time zone ${zone}`);
  }
}

/** The offset from UTC in milliseconds of a canonical zone at a UTC instant (whole seconds). */
export function zoneOffsetMs(zone: string, utcMs: number): number {
  const fields: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(new Date(utcMs))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const wall = new Date(0);
  wall.setUTCFullYear(fields.year!, fields.month! - 1, fields.day!);
  wall.setUTCHours(fields.hour!, fields.minute!, fields.second!, 0);
  return wall.getTime() - Math.floor(utcMs / 1000) * 1000;
}

/**
 * The UTC instant of a wall-clock reading (given as milliseconds of that reading counted as
 * if it were UTC). A reading that occurs twice (the hour summer time ends) is the earlier
 * instant; one that never occurs (the hour it starts) is read with the offset before the
 * change, which lands it in the hour after the gap, as clocks that were not yet moved show.
 */
export function zoneWallToUtc(zone: string, wallMs: number): number {
  const before = zoneOffsetMs(zone, wallMs - 36 * 60 * MINUTE_MS);
  const after = zoneOffsetMs(zone, wallMs + 36 * 60 * MINUTE_MS);
  for (const offset of before === after ? [before] : [Math.max(before, after), Math.min(before, after)]) {
    if (zoneOffsetMs(zone, wallMs - offset) === offset) return wallMs - offset;
  }
  return wallMs - before;
}

/**
 * The zone's standard offset in a year: the smaller of its January and July offsets, since
 * summer time only ever adds to it (in either hemisphere).
 */
export const standardOffsetMs = memoise(
  ([zone, year]: readonly [string, number]): number =>
    Math.min(zoneOffsetMs(zone, Date.UTC(year, 0, 1)), zoneOffsetMs(zone, Date.UTC(year, 6, 1))),
  ([zone, year]) => `${zone} ${year}`,
);
