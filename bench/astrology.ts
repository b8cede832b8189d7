import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Body, Ecliptic, GeoVector, MakeTime, SunPosition } from 'astronomy-engine';
import { horoscopeAnswer, horoscopeFacts } from '../packages/core/src/astrology/answers';
import type { BirthInput } from '../packages/core/src/astrology/birth';
import { natalChart } from '../packages/core/src/astrology/natal';
import { SIGN_IDS } from '../packages/core/src/astrology/signs';
import type { AstrologyTexts } from '../packages/core/src/astrology/texts';
import { randomDate, seeded } from '../packages/core/src/calendar/test-random';
import { median, root } from './report';

const BUDGET_NATAL_MS = 2;
const BUDGET_TWELVE_SIGNS_MS = 50;
const HOUR_MS = 3_600_000;

const timeMs = (run: () => void): number => {
  const start = performance.now();
  run();
  return performance.now() - start;
};

const LIBRARY_BODIES = [
  Body.Moon,
  Body.Mercury,
  Body.Venus,
  Body.Mars,
  Body.Jupiter,
  Body.Saturn,
  Body.Uranus,
  Body.Neptune,
  Body.Pluto,
];

/** What astronomy-engine alone costs for one moment: the Sun and the nine other bodies' apparent longitudes. */
function libraryLongitudes(utcMs: number): void {
  const time = MakeTime(new Date(utcMs));
  SunPosition(time);
  for (const body of LIBRARY_BODIES) Ecliptic(GeoVector(body, time, true));
}

/**
 * A natal chart (bodies with their speeds, angles, Placidus cusps, houses and aspects) for
 * births nobody asked for before, p50 over random births 1900–2050 at random places and
 * hours; the reference is astronomy-engine asked for the same bodies' longitudes at the same
 * instants, so the ratio says what speeds, houses and aspects add to the ephemeris itself.
 */
function benchNatal(msText: (value: number) => string): string[] {
  const random = seeded(31);
  const births = Array.from({ length: 1_100 }, (): BirthInput => {
    const [year, month, day] = randomDate(random, 1900, 2050);
    return {
      year,
      month,
      day,
      time: { hour: Math.floor(random() * 24), minute: Math.floor(random() * 60) },
      zone: 'UTC',
      latitude: random() * 120 - 60,
      longitude: random() * 360 - 180,
    };
  });
  const [warm, measured] = [births.slice(0, 100), births.slice(100)];
  const instant = (b: BirthInput) => Date.UTC(b.year, b.month - 1, b.day, b.time!.hour, b.time!.minute);
  for (const b of warm) {
    natalChart(b);
    libraryLongitudes(instant(b));
  }
  const figure = median(measured.map((b) => timeMs(() => natalChart(b))));
  const reference = median(measured.map((b) => timeMs(() => libraryLongitudes(instant(b)))));
  return [
    'natal chart (bodies, Placidus houses, aspects), ms p50 (1,000 births)',
    msText(figure),
    msText(reference),
    (figure / reference).toFixed(3),
    String(BUDGET_NATAL_MS),
    (figure / BUDGET_NATAL_MS).toFixed(2),
  ];
}

/**
 * A day's twelve sign horoscopes in words, as the first request of a day computes them: the
 * day's sky (ingresses, lunations, stations, retrogrades) once and each sign's lines. The
 * reference is the same Shanghai day's sky asked of astronomy-engine hourly (25 moments of
 * every body), the plainest way to watch a day's sky. Median over 20 days of 2026–2027.
 */
function benchTwelveSigns(msText: (value: number) => string): string[] {
  const texts = JSON.parse(
    readFileSync(path.join(root, 'packages/content/texts/zh-Hans/astrology/reading.json'), 'utf8'),
  ) as AstrologyTexts;
  const random = seeded(12);
  const days = Array.from({ length: 24 }, () => randomDate(random, 2026, 2027));
  const twelve = ([year, month, day]: [number, number, number]) => {
    const facts = horoscopeFacts('day', year, month, day);
    for (const sign of SIGN_IDS) horoscopeAnswer(facts, sign, texts);
  };
  const hourly = ([year, month, day]: [number, number, number]) => {
    const start = Date.UTC(year, month - 1, day) - 8 * HOUR_MS;
    for (let hour = 0; hour <= 24; hour += 1) libraryLongitudes(start + hour * HOUR_MS);
  };
  const [warm, measured] = [days.slice(0, 4), days.slice(4)];
  for (const d of warm) {
    twelve(d);
    hourly(d);
  }
  const figure = median(measured.map((d) => timeMs(() => twelve(d))));
  const reference = median(measured.map((d) => timeMs(() => hourly(d))));
  return [
    'a day’s twelve sign horoscopes in words, ms p50 (20 days)',
    msText(figure),
    msText(reference),
    (figure / reference).toFixed(3),
    String(BUDGET_TWELVE_SIGNS_MS),
    (figure / BUDGET_TWELVE_SIGNS_MS).toFixed(2),
  ];
}

export const benchAstrology = (msText: (value: number) => string): string[][] => [
  benchNatal(msText),
  benchTwelveSigns(msText),
];
