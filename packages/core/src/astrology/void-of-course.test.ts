import { describe, expect, it } from 'vitest';
import { ASPECT_ANGLE } from './aspects';
import { longitudeOf } from './positions';
import { signOf, signedArc } from './signs';
import { timeOf } from './sky-frame';
import { moonVoids } from './void-of-course';

const HOUR_MS = 3_600_000;
const at = (body: Parameters<typeof longitudeOf>[0], ms: number) => longitudeOf(body, timeOf(ms));
const bodies = ['sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const;

describe('the Moon void of course', () => {
  const from = Date.UTC(2026, 0, 1);
  const to = Date.UTC(2026, 1, 1);
  const voids = moonVoids(from, to);

  it('finds the Moon’s whole stay in Leo on 4–6 January 2026 void: it meets the Sun to Saturn only by quincunx and semi-sextile', () => {
    const leo = voids.find((v) => v.sign === 'leo')!;
    expect(leo.lastAspect).toBeUndefined();
    expect(new Date(leo.fromMs).toISOString()).toBe('2026-01-04T13:43:00.000Z');
    expect(new Date(leo.toMs).toISOString()).toBe('2026-01-06T16:56:00.000Z');
  });

  it('comes once for each sign the Moon leaves, ending as it enters the next', () => {
    // About 13.4 sign changes a month.
    expect(voids.length).toBeGreaterThanOrEqual(13);
    expect(voids.length).toBeLessThanOrEqual(15);
    for (const v of voids) {
      expect(signOf(at('moon', v.toMs - 60_000))).toBe(v.sign);
      expect(signOf(at('moon', v.toMs + 60_000))).toBe(v.nextSign);
      expect(v.fromMs).toBeLessThan(v.toMs);
      expect(v.toMs).toBeGreaterThan(from);
      expect(v.fromMs).toBeLessThan(to);
    }
  });

  it('begins on an exact aspect to a body from the Sun to Saturn, and no other falls inside', () => {
    for (const v of voids) {
      if (v.lastAspect) {
        const { body, type } = v.lastAspect;
        const separation = Math.abs(signedArc(at(body, v.fromMs), at('moon', v.fromMs)));
        expect(Math.abs(separation - ASPECT_ANGLE[type])).toBeLessThan(0.02);
      } else {
        // No aspect in the whole sign: void from the moment the Moon entered it.
        expect(signOf(at('moon', v.fromMs - 60_000))).not.toBe(v.sign);
        expect(signOf(at('moon', v.fromMs + 60_000))).toBe(v.sign);
      }
      // Hour by hour through the void, no separation passes through an aspect's angle.
      for (let ms = v.fromMs + HOUR_MS; ms < v.toMs - HOUR_MS; ms += HOUR_MS) {
        for (const other of bodies) {
          const before = Math.abs(signedArc(at(other, ms), at('moon', ms)));
          const after = Math.abs(signedArc(at(other, ms + HOUR_MS), at('moon', ms + HOUR_MS)));
          for (const angle of Object.values(ASPECT_ANGLE)) {
            expect(
              Math.sign(before - angle) * Math.sign(after - angle),
              `${other} ${angle} at ${ms}`,
            ).toBeGreaterThanOrEqual(0);
          }
        }
      }
    }
  });
});
