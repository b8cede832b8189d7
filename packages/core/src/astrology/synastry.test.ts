import { describe, expect, it } from 'vitest';
import type { BodyId } from './bodies';
import type { NatalChart } from './natal';
import { signOf } from './signs';
import { synastry } from './synastry';

/** A chart with only the named bodies, standing still: enough for synastry's rules. */
const chartWith = (places: Partial<Record<BodyId, number>>) =>
  ({
    bodies: Object.entries(places).map(([id, longitude]) => ({
      id,
      longitude,
      speed: 0.5,
      retrograde: false,
      sign: signOf(longitude!),
      degree: longitude! % 30,
    })),
    aspects: [],
  }) as unknown as NatalChart;

const area = (result: ReturnType<typeof synastry>, name: string) => result.find((r) => r.area === name)!;

describe('synastry by life area', () => {
  it('reads Venus trine Mars as easy attraction', () => {
    const result = synastry(chartWith({ venus: 10 }), chartWith({ mars: 132 }));
    expect(area(result, 'attraction')).toMatchObject({
      tone: 'easy',
      aspects: [{ a: 'venus', b: 'mars', type: 'trine' }],
    });
  });

  it('reads Mars square Venus and a Mars conjunction as hard attraction', () => {
    expect(area(synastry(chartWith({ mars: 10 }), chartWith({ venus: 100 })), 'attraction').tone).toBe('hard');
    expect(area(synastry(chartWith({ mars: 10 }), chartWith({ sun: 12 })), 'attraction').tone).toBe('hard');
  });

  it('weighs easy against straining contacts: one of each is mixed', () => {
    const result = synastry(chartWith({ moon: 0, mercury: 200 }), chartWith({ moon: 120, venus: 290 }));
    expect(area(result, 'emotion').tone).toBe('easy');
    expect(area(result, 'communication')).toMatchObject({ tone: 'hard', aspects: [{ a: 'mercury', b: 'venus' }] });
    const mixed = synastry(chartWith({ saturn: 0 }), chartWith({ sun: 60, venus: 90 }));
    expect(area(mixed, 'commitment').tone).toBe('mixed');
  });

  it('calls an area without contacts quiet and leaves the node out', () => {
    const result = synastry(chartWith({ node: 0, jupiter: 45 }), chartWith({ node: 0, sun: 200 }));
    expect(result.map((r) => r.tone)).toEqual(['quiet', 'quiet', 'quiet', 'quiet', 'quiet']);
  });
});
