import { describe, expect, it } from 'vitest';
import { findSpread, SPREAD_CATEGORIES, SPREADS, spreadBounds } from './spreads';

describe('spreads', () => {
  it('offers at least fifteen spreads with unique ids, every category filled', () => {
    expect(SPREADS.length).toBeGreaterThanOrEqual(15);
    expect(new Set(SPREADS.map((s) => s.id)).size).toBe(SPREADS.length);
    for (const category of SPREAD_CATEGORIES) {
      expect(SPREADS.filter((s) => s.category === category).length, category).toBeGreaterThan(0);
    }
  });

  it.each(SPREADS.map((s) => [s.id, s] as const))('%s has one uniquely named position per card', (_, layout) => {
    const keys = layout.positions.map((p) => p.key);
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(keys.length);
    for (const position of layout.positions) {
      expect(Number.isFinite(position.x) && Number.isFinite(position.y)).toBe(true);
    }
  });

  it.each(SPREADS.map((s) => [s.id, s] as const))('%s lays no two upright cards over each other', (_, layout) => {
    const flat = layout.positions.filter((p) => !p.crossing);
    for (const [i, a] of flat.entries()) {
      for (const b of flat.slice(i + 1)) {
        const overlaps = Math.abs(a.x - b.x) < 1 && Math.abs(a.y - b.y) < 1;
        expect(overlaps, `${a.key} / ${b.key}`).toBe(false);
      }
    }
  });

  it('lays the Celtic Cross as ten cards with the challenge crossing the present', () => {
    const cross = findSpread('celtic-cross')!;
    expect(cross.positions).toHaveLength(10);
    const [present, challenge] = cross.positions;
    expect(challenge).toMatchObject({ key: 'challenge', crossing: true, x: present!.x, y: present!.y });
    expect(cross.positions.filter((p) => p.crossing)).toHaveLength(1);
    expect(cross.cut).toBe(true);
  });

  it('reads love and career spreads in their life area and the year ahead as twelve months', () => {
    expect(SPREADS.filter((s) => s.category === 'love').every((s) => s.area === 'love')).toBe(true);
    expect(SPREADS.filter((s) => s.category === 'career').every((s) => s.area === 'career')).toBe(true);
    expect(findSpread('year-ahead')!.positions.map((p) => p.key)).toEqual(
      Array.from({ length: 12 }, (_, i) => `m${String(i + 1).padStart(2, '0')}`),
    );
    expect(findSpread('single')!.cut).toBe(false);
    expect(findSpread('nope')).toBeUndefined();
  });

  it('measures a layout in card units', () => {
    expect(spreadBounds(findSpread('single')!)).toEqual({ minX: 0, minY: 0, width: 1, height: 1 });
    const three = spreadBounds(findSpread('three-times')!);
    expect(three.width).toBeCloseTo(3.3);
    expect(three.height).toBe(1);
    expect(spreadBounds(findSpread('two-choices')!).minY).toBeCloseTo(-0.55);
  });
});
