/**
 * Three hundred births from 1900 to 2050 at latitudes within ±66°, against the Swiss
 * Ephemeris (testdata/swetest-reference.json, written by scripts/astrology-reference.mjs):
 * every body within 1′, ascendant and midheaven within 1′, Placidus and Porphyry cusps
 * within 2′, daily motions within a hundredth of a degree a day.
 */
import { describe, expect, it } from 'vitest';
import { BODY_IDS } from './bodies';
import { natalChart } from './natal';
import { signedArc } from './signs';
import reference from './testdata/swetest-reference.json';

const ARCMINUTE = 1 / 60;

interface ReferenceCase {
  readonly utc: string;
  readonly lat: number;
  readonly lon: number;
  readonly bodies: Record<string, readonly number[]>;
  readonly asc: number;
  readonly mc: number;
  readonly placidus: readonly number[];
  readonly porphyry: readonly number[];
}

const cases = reference.cases as readonly ReferenceCase[];

function chartAt(c: ReferenceCase, system: 'placidus' | 'porphyry') {
  const utc = new Date(c.utc);
  return natalChart(
    {
      year: utc.getUTCFullYear(),
      month: utc.getUTCMonth() + 1,
      day: utc.getUTCDate(),
      time: { hour: utc.getUTCHours(), minute: utc.getUTCMinutes() },
      zone: 'UTC',
      latitude: c.lat,
      longitude: c.lon,
    },
    system,
  );
}

/** The largest miss over all cases, in degrees, and where it happened: one failure names the worst. */
function worst(misses: readonly { readonly at: string; readonly miss: number }[]) {
  return misses.reduce((a, b) => (b.miss > a.miss ? b : a));
}

describe('natal chart against the Swiss Ephemeris, 1900–2050', () => {
  it('holds 300 reference births', () => {
    expect(cases).toHaveLength(300);
  });

  it.each(BODY_IDS)('places %s within 1′ and its daily motion within 0.01°', (id) => {
    const longitude = [];
    const speed = [];
    for (const c of cases) {
      const body = chartAt(c, 'placidus').bodies.find((b) => b.id === id)!;
      const [refLongitude = NaN, refSpeed = NaN] = c.bodies[id]!;
      longitude.push({ at: c.utc, miss: Math.abs(signedArc(refLongitude, body.longitude)) });
      speed.push({ at: c.utc, miss: Math.abs(body.speed - refSpeed) });
      expect(body.retrograde).toBe(refSpeed < 0);
    }
    expect(worst(longitude).miss).toBeLessThan(ARCMINUTE);
    expect(worst(speed).miss).toBeLessThan(0.01);
  });

  it('finds the ascendant and midheaven within 1′', () => {
    const misses = cases.flatMap((c) => {
      const { angles } = chartAt(c, 'placidus');
      return [
        { at: `${c.utc} asc`, miss: Math.abs(signedArc(c.asc, angles!.asc)) },
        { at: `${c.utc} mc`, miss: Math.abs(signedArc(c.mc, angles!.mc)) },
      ];
    });
    expect(worst(misses).miss).toBeLessThan(ARCMINUTE);
  });

  it.each(['placidus', 'porphyry'] as const)('draws %s cusps within 2′', (system) => {
    const misses = cases.flatMap((c) => {
      const { houses } = chartAt(c, system);
      expect(houses!.system).toBe(system);
      return houses!.cusps.map((cusp, i) => ({
        at: `${c.utc} ${i + 1}`,
        miss: Math.abs(signedArc(c[system][i]!, cusp)),
      }));
    });
    expect(worst(misses).miss).toBeLessThan(2 * ARCMINUTE);
  });
});
