/**
 * Compatibility of two charts: the aspects one person's bodies make to the other's, sorted
 * into life areas, each area's tone from the balance of easy and straining contacts, and
 * the whole in words. The mean node and the angles are left out (a partner's birth time is
 * often unknown).
 */
import { aspectBetween, type Aspect } from './aspects';
import type { BodyId } from './bodies';
import type { NatalChart } from './natal';
import { SYNASTRY_AREAS, type AstrologyTexts, type SynastryArea, type SynastryTone } from './texts';
import { fill, natureOf } from './wording';

/** Which contacts speak of which area; an aspect counts in the first area that names both its bodies. */
const AREA_BODIES: Readonly<Record<SynastryArea, readonly [readonly BodyId[], readonly BodyId[]]>> = {
  attraction: [
    ['venus', 'mars'],
    ['sun', 'moon', 'venus', 'mars'],
  ],
  emotion: [['moon'], ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn']],
  communication: [['mercury'], ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn']],
  growth: [['jupiter'], ['sun', 'moon', 'mercury', 'venus', 'mars']],
  commitment: [['saturn'], ['sun', 'moon', 'mercury', 'venus', 'mars']],
};

/** Conjunctions of Mars or Saturn strain rather than blend. */
const strains = (aspect: Aspect): boolean =>
  natureOf(aspect.type) === 'challenging' ||
  (aspect.type === 'conjunction' && [aspect.a, aspect.b].some((id) => id === 'mars' || id === 'saturn'));

export const areaOf = (aspect: Aspect): SynastryArea | undefined =>
  SYNASTRY_AREAS.find((area) => {
    const [first, second] = AREA_BODIES[area];
    return (
      (first.includes(aspect.a) && second.includes(aspect.b)) || (first.includes(aspect.b) && second.includes(aspect.a))
    );
  });

export interface SynastryAreaResult {
  readonly area: SynastryArea;
  readonly tone: SynastryTone;
  /** a is the first person's body, b the second's. */
  readonly aspects: readonly Aspect[];
}

export function synastry(first: NatalChart, second: NatalChart): SynastryAreaResult[] {
  const aspects: Aspect[] = [];
  for (const a of first.bodies) {
    for (const b of second.bodies) {
      if (a.id === 'node' || b.id === 'node') continue;
      const aspect = aspectBetween(a, b);
      if (aspect) aspects.push(aspect);
    }
  }
  return SYNASTRY_AREAS.map((area) => {
    const inArea = aspects.filter((aspect) => areaOf(aspect) === area).sort((x, y) => x.orb - y.orb);
    const balance = inArea.reduce((sum, aspect) => sum + (strains(aspect) ? -1 : 1), 0);
    const tone: SynastryTone = inArea.length === 0 ? 'quiet' : balance > 0 ? 'easy' : balance < 0 ? 'hard' : 'mixed';
    return { area, tone, aspects: inArea };
  });
}

export function synastryReading(results: readonly SynastryAreaResult[], texts: AstrologyTexts) {
  const { names, synastry: words } = texts;
  return results.map((result) => ({
    area: result.area,
    tone: result.tone,
    title: words.areas[result.area],
    text:
      result.tone === 'quiet'
        ? fill(words.quiet, { area: words.areas[result.area] })
        : fill(words.tones[result.area][result.tone], { area: words.areas[result.area] }),
    aspects: result.aspects.map((a) => ({
      ...a,
      text: fill(words.aspect, { a: names.points[a.a], aspect: names.aspects[a.type], b: names.points[a.b] }),
    })),
  }));
}
