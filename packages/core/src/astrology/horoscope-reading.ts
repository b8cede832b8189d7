/**
 * Horoscope lines in words. Every line says which transit causes it and when — "Moon in
 * Leo · 06-15 00:00 – 06-15 13:42" — and then what it means for the reader's sign or chart.
 */
import type { HoroscopeLine } from './sign-horoscope';
import type { AstrologyTexts, HouseKey, TransitPhase } from './texts';
import type { Transit } from './transits';
import { clockText, fill, natureOf, spanText } from './wording';

export interface HoroscopeReadingLine {
  readonly code: string;
  /** The transit that causes it, named. */
  readonly transit: string;
  /** When, on the zone's clock. */
  readonly dates: string;
  readonly text: string;
}

const houseKey = (house: number) => String(house) as HouseKey;

export function horoscopeReading(
  lines: readonly HoroscopeLine[],
  texts: AstrologyTexts,
  zone: string,
): HoroscopeReadingLine[] {
  const { names, horoscope } = texts;
  const area = (house: number) => names.houseAreas[houseKey(house)];
  return lines.map((line): HoroscopeReadingLine => {
    switch (line.code) {
      case 'moon-house':
      case 'sun-house':
      case 'planet-house': {
        const { body, sign, fromMs, toMs } = line.segment;
        const text =
          line.code === 'moon-house'
            ? horoscope.moonHouse[houseKey(line.house)]
            : line.code === 'sun-house'
              ? horoscope.sunHouse[houseKey(line.house)]
              : fill(horoscope.planetHouse[body as 'mercury' | 'venus' | 'mars'], { area: area(line.house) });
        return {
          code: line.code,
          transit: fill(horoscope.titles.bodyInSign, { body: names.points[body], sign: names.signs[sign] }),
          dates: spanText(fromMs, toMs, zone),
          text,
        };
      }
      case 'lunation': {
        const { phase, sign, utcMs } = line.lunation;
        return {
          code: line.code,
          transit: fill(horoscope.titles.lunation, { phase: names.phases[phase], sign: names.signs[sign] }),
          dates: clockText(utcMs, zone),
          text: fill(horoscope.lunation[phase as keyof typeof horoscope.lunation], { area: area(line.house) }),
        };
      }
      case 'station': {
        const { body, sign, turns, utcMs } = line.station;
        const title = turns === 'retrograde' ? horoscope.titles.stationRetrograde : horoscope.titles.stationDirect;
        return {
          code: line.code,
          transit: fill(title, { body: names.points[body], sign: names.signs[sign] }),
          dates: clockText(utcMs, zone),
          text: fill(horoscope.station[turns], { body: names.points[body], area: area(line.house) }),
        };
      }
      case 'retrograde':
        return {
          code: line.code,
          transit: fill(horoscope.titles.retrograde, { body: names.points[line.body], sign: names.signs[line.sign] }),
          dates: '',
          text: fill(horoscope.retrograde, { body: names.points[line.body], area: area(line.house) }),
        };
    }
  });
}

/** Exact within [fromMs, toMs) (its first moment there), else still closing in or past exact. */
function phaseOf(transit: Transit, fromMs: number, toMs: number): { phase: TransitPhase; exactMs?: number } {
  const exactMs = transit.exactUtcMs.find((ms) => ms >= fromMs && ms < toMs);
  if (exactMs !== undefined) return { phase: 'exact', exactMs };
  return { phase: transit.applying ? 'applying' : 'separating' };
}

/**
 * A member's personal horoscope: the stretch's transits to their chart, closest first. Each
 * line reads the aspect's nature, the transiting body's pace, and whether it is exact within
 * the stretch (and when) or building or easing.
 */
export function transitReading(
  transits: readonly Transit[],
  texts: AstrologyTexts,
  zone: string,
  fromMs: number,
  toMs: number,
) {
  const { names, natal, transits: words } = texts;
  return transits.map((t): HoroscopeReadingLine => {
    const { phase, exactMs } = phaseOf(t, fromMs, toMs);
    return {
      code: `transit.${natureOf(t.type)}.${phase}`,
      transit: fill(words.title, {
        transit: names.points[t.transiting],
        aspect: names.aspects[t.type],
        natal: names.points[t.natal],
      }),
      dates: [spanText(t.startUtcMs, t.endUtcMs, zone), ...t.exactUtcMs.map((ms) => `✶ ${clockText(ms, zone)}`)].join(
        ' · ',
      ),
      text: fill(words.text[natureOf(t.type)], {
        transitTheme: natal.themes[t.transiting],
        natalTheme: natal.themes[t.natal],
        pace: words.pace[t.transiting],
        phase: fill(words.phase[phase], { time: exactMs === undefined ? '' : clockText(exactMs, zone) }),
      }),
    };
  });
}
