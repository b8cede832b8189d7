/**
 * Sign horoscopes from the real sky. The period's events are found once (sky facts) and
 * each sign reads them from its own place: the sign is the first house, so the Moon in the
 * sign after it falls in the second house of that sign's horoscope, and so on (solar
 * houses, as newspaper horoscopes have always counted). Each rule below turns one kind of
 * event into lines; every line names its transit and its dates.
 */
import type { BodyId } from './bodies';
import { ingresses, lunations, stations, type Lunation, type MoonPhaseId, type Station } from './sky-events';
import { bodyPosition, longitudeOf } from './positions';
import type { HoroscopePeriod, PeriodWindow } from './period';
import { SIGN_IDS, signOf, type SignId } from './signs';
import { timeOf } from './sky-frame';

export interface SignSegment {
  readonly body: BodyId;
  readonly sign: SignId;
  readonly fromMs: number;
  readonly toMs: number;
}

export interface SkyFacts {
  readonly window: PeriodWindow;
  /** Where each of the Moon, Sun, Mercury, Venus and Mars stood over the period, sign by sign. */
  readonly segments: Readonly<Record<SegmentBody, readonly SignSegment[]>>;
  readonly lunations: readonly Lunation[];
  readonly stations: readonly Station[];
  /** Mercury, Venus and Mars retrograde at the period's middle, with their sign. */
  readonly retrograde: readonly { readonly body: BodyId; readonly sign: SignId }[];
}

const SEGMENT_BODIES = ['moon', 'sun', 'mercury', 'venus', 'mars'] as const;
type SegmentBody = (typeof SEGMENT_BODIES)[number];
const STATIONING: readonly BodyId[] = ['mercury', 'venus', 'mars', 'jupiter', 'saturn'];
const PERSONAL_RETROGRADES: readonly BodyId[] = ['mercury', 'venus', 'mars'];

function segmentsOf(body: BodyId, fromMs: number, toMs: number): SignSegment[] {
  const segments: SignSegment[] = [];
  let sign = signOf(longitudeOf(body, timeOf(fromMs)));
  let start = fromMs;
  for (const ingress of ingresses(body, fromMs, toMs)) {
    segments.push({ body, sign, fromMs: start, toMs: ingress.utcMs });
    sign = ingress.sign;
    start = ingress.utcMs;
  }
  segments.push({ body, sign, fromMs: start, toMs });
  return segments;
}

/** The period's events: the costly part, shared by all twelve signs. */
export function skyFacts(window: PeriodWindow): SkyFacts {
  const { fromMs, toMs } = window;
  const middle = timeOf((fromMs + toMs) / 2);
  const segments = Object.fromEntries(SEGMENT_BODIES.map((body) => [body, segmentsOf(body, fromMs, toMs)])) as Record<
    SegmentBody,
    SignSegment[]
  >;
  return {
    window,
    segments,
    lunations: lunations(fromMs, toMs),
    stations: STATIONING.flatMap((body) => stations(body, fromMs, toMs)).sort((a, b) => a.utcMs - b.utcMs),
    retrograde: PERSONAL_RETROGRADES.map((body) => bodyPosition(body, middle))
      .filter((p) => p.retrograde)
      .map((p) => ({ body: p.id, sign: signOf(p.longitude) })),
  };
}

/** The house a sign falls in, counted from the horoscope's own sign as the first. */
export const solarHouse = (own: SignId, other: SignId): number =>
  ((SIGN_IDS.indexOf(other) - SIGN_IDS.indexOf(own) + 12) % 12) + 1;

export type HoroscopeLine =
  | { readonly code: 'moon-house'; readonly segment: SignSegment; readonly house: number }
  | { readonly code: 'sun-house'; readonly segment: SignSegment; readonly house: number }
  | { readonly code: 'planet-house'; readonly segment: SignSegment; readonly house: number }
  | { readonly code: 'lunation'; readonly lunation: Lunation; readonly house: number }
  | { readonly code: 'station'; readonly station: Station; readonly house: number }
  | {
      readonly code: 'retrograde';
      readonly body: BodyId;
      readonly sign: SignId;
      readonly house: number;
    };

interface HoroscopeRule {
  readonly id: HoroscopeLine['code'];
  readonly periods: readonly HoroscopePeriod[];
  readonly lines: (facts: SkyFacts, sign: SignId) => HoroscopeLine[];
}

/** The lunations a period speaks of: a month only its new and full moons. */
const lunationsFor = (facts: SkyFacts): Lunation[] =>
  facts.lunations.filter(
    (l) => facts.window.period !== 'month' || l.phase === ('new' satisfies MoonPhaseId) || l.phase === 'full',
  );

export const HOROSCOPE_RULES: readonly HoroscopeRule[] = [
  {
    id: 'moon-house',
    periods: ['day'],
    lines: (facts, sign) =>
      facts.segments.moon.map((segment) => ({ code: 'moon-house', segment, house: solarHouse(sign, segment.sign) })),
  },
  {
    id: 'sun-house',
    periods: ['week', 'month'],
    lines: (facts, sign) =>
      facts.segments.sun.map((segment) => ({ code: 'sun-house', segment, house: solarHouse(sign, segment.sign) })),
  },
  {
    id: 'planet-house',
    periods: ['week', 'month'],
    lines: (facts, sign) =>
      (['mercury', 'venus', 'mars'] as const).flatMap((body) =>
        facts.segments[body].map((segment) => ({
          code: 'planet-house' as const,
          segment,
          house: solarHouse(sign, segment.sign),
        })),
      ),
  },
  {
    id: 'lunation',
    periods: ['day', 'week', 'month'],
    lines: (facts, sign) =>
      lunationsFor(facts).map((lunation) => ({ code: 'lunation', lunation, house: solarHouse(sign, lunation.sign) })),
  },
  {
    id: 'station',
    periods: ['day', 'week', 'month'],
    lines: (facts, sign) =>
      facts.stations.map((station) => ({ code: 'station', station, house: solarHouse(sign, station.sign) })),
  },
  {
    id: 'retrograde',
    periods: ['day'],
    lines: (facts, sign) =>
      facts.retrograde
        // A planet that stations today is told by its station line, not twice.
        .filter((r) => !facts.stations.some((s) => s.body === r.body))
        .map((r) => ({ code: 'retrograde', body: r.body, sign: r.sign, house: solarHouse(sign, r.sign) })),
  },
];

export function signHoroscope(facts: SkyFacts, sign: SignId): HoroscopeLine[] {
  return HOROSCOPE_RULES.filter((rule) => rule.periods.includes(facts.window.period)).flatMap((rule) =>
    rule.lines(facts, sign),
  );
}

/**
 * A sign's line for this moment of the day, as the home page shows it: the Moon's passage
 * through the sign's house it is in now (the day's mood), else the day's first line.
 */
export function lineNow(facts: SkyFacts, sign: SignId, nowMs: number): HoroscopeLine | null {
  const lines = signHoroscope(facts, sign);
  const moonNow = lines.find(
    (line) => line.code === 'moon-house' && line.segment.fromMs <= nowMs && nowMs < line.segment.toMs,
  );
  return moonNow ?? lines[0] ?? null;
}
