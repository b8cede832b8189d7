/**
 * The 星座 answers as the API sends them and the pages show them, built in one place so
 * that the browser and the server give the same chart, horoscope and transits.
 */
import { horoscopeReading, transitReading } from './horoscope-reading';
import type { HouseSystem } from './houses';
import { natalChart } from './natal';
import { natalReading } from './natal-reading';
import { periodWindow, type HoroscopePeriod, type PeriodWindow } from './period';
import { bodyPositions } from './positions';
import { signHoroscope, skyFacts, type SkyFacts } from './sign-horoscope';
import { moonPhaseAt } from './sky-events';
import { signOf, type SignId } from './signs';
import type { AstrologyTexts } from './texts';
import { transitingFor, transitsBetween, type PersonalPeriod } from './transits';
import type { BirthInput } from './birth';

const iso = (ms: number): string => new Date(ms).toISOString().replace('.000Z', 'Z');

export function natalAnswer(input: BirthInput, system: HouseSystem, texts: AstrologyTexts) {
  const chart = natalChart(input, system);
  return {
    chart,
    answer: {
      utc: iso(chart.birth.utcMs),
      zone: chart.birth.zone,
      bodies: chart.bodies,
      angles: chart.angles ?? null,
      houses: chart.houses ?? null,
      aspects: chart.aspects,
      moonRange: chart.moonRange ?? null,
      reading: natalReading(chart, texts),
    },
  };
}

/** The sky at a moment for the 星座 home page: the Moon's sign and phase, and who is retrograde. */
export function skyAt(utcMs: number) {
  const positions = bodyPositions(utcMs);
  const phase = moonPhaseAt(utcMs);
  return {
    moonSign: signOf(positions[1]!.longitude),
    phase: phase.phase,
    illumination: phase.illumination,
    retrograde: positions.filter((p) => p.retrograde && p.id !== 'node').map((p) => p.id),
  };
}

export function horoscopeAnswer(facts: SkyFacts, sign: SignId, texts: AstrologyTexts) {
  const { window } = facts;
  return {
    sign,
    period: window.period,
    start: window.start,
    end: window.end,
    lines: horoscopeReading(signHoroscope(facts, sign), texts, 'Asia/Shanghai'),
    sky: skyAt((window.fromMs + window.toMs) / 2),
  };
}

export const horoscopeFacts = (period: HoroscopePeriod, year: number, month: number, day: number): SkyFacts =>
  skyFacts(periodWindow(period, year, month, day));

/**
 * A personal horoscope: the transits to a chart over a day, or the week from that day's Monday
 * (without the Moon), on the chart's own zone's calendar, so every device reads the same.
 */
export function transitsAnswer(
  input: BirthInput,
  system: HouseSystem,
  day: readonly [number, number, number],
  texts: AstrologyTexts,
  period: PersonalPeriod = 'day',
) {
  const chart = natalChart(input, system);
  const window: PeriodWindow = periodWindow(period, day[0], day[1], day[2], chart.birth.zone);
  const transits = transitsBetween(chart, window.fromMs, window.toMs, transitingFor(period));
  const words = transitReading(transits, texts, chart.birth.zone, window.fromMs, window.toMs);
  return {
    period,
    date: window.start,
    end: window.end,
    from: iso(window.fromMs),
    to: iso(window.toMs),
    transits: transits.map((t, i) => ({
      transiting: t.transiting,
      natal: t.natal,
      type: t.type,
      orb: t.orb,
      applying: t.applying,
      exact: t.exactUtcMs.map(iso),
      start: t.startUtcMs === undefined ? null : iso(t.startUtcMs),
      end: t.endUtcMs === undefined ? null : iso(t.endUtcMs),
      code: words[i]!.code,
      transit: words[i]!.transit,
      dates: words[i]!.dates,
      text: words[i]!.text,
    })),
  };
}
