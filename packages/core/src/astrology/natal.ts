/**
 * A natal chart: every body's place, sign, degree and house, the angles, the cusps in the
 * chosen system and the aspects among the bodies. With an unknown time there are no houses
 * or angles, and the Moon is given as the stretch it covered that day.
 */
import { anglesOf, ramcOf, type Angles } from './angles';
import { aspectsAmong, type Aspect } from './aspects';
import { birthOf, type Birth, type BirthInput } from './birth';
import type { BodyId } from './bodies';
import { houseOf, housesOf, type Houses, type HouseSystem } from './houses';
import { bodyPositions, longitudeOf } from './positions';
import { degreeInSign, signOf, type SignId } from './signs';
import { skyFrame, timeOf } from './sky-frame';

export interface ChartBody {
  readonly id: BodyId;
  readonly longitude: number;
  readonly speed: number;
  readonly retrograde: boolean;
  readonly sign: SignId;
  /** Degrees into the sign, [0, 30). */
  readonly degree: number;
  /** 1–12; absent with an unknown time. */
  readonly house?: number;
}

export interface MoonRange {
  readonly from: number;
  readonly to: number;
  readonly signs: readonly SignId[];
}

export interface NatalChart {
  readonly birth: Birth;
  readonly bodies: readonly ChartBody[];
  readonly angles?: Angles;
  readonly houses?: Houses;
  readonly aspects: readonly Aspect[];
  /** With an unknown time: where the Moon was at the day's start and end. */
  readonly moonRange?: MoonRange;
}

function moonRangeOf([start, end]: readonly [number, number]): MoonRange {
  const from = longitudeOf('moon', timeOf(start));
  const to = longitudeOf('moon', timeOf(end));
  const first = signOf(from);
  return { from, to, signs: signOf(to) === first ? [first] : [first, signOf(to)] };
}

export function natalChart(input: BirthInput, system: HouseSystem = 'placidus'): NatalChart {
  const birth = birthOf(input);
  const positions = bodyPositions(birth.utcMs);
  const aspects = aspectsAmong(positions);
  const place = (houses?: Houses) =>
    positions.map((p) => ({
      ...p,
      sign: signOf(p.longitude),
      degree: degreeInSign(p.longitude),
      ...(houses ? { house: houseOf(p.longitude, houses.cusps) } : {}),
    }));
  if (birth.dayRangeUtcMs) {
    // The Moon moves some 13° in a day, too far for its aspects at noon to be claimed.
    const steady = aspects.filter((aspect) => aspect.a !== 'moon' && aspect.b !== 'moon');
    return { birth, bodies: place(), aspects: steady, moonRange: moonRangeOf(birth.dayRangeUtcMs) };
  }
  const frame = skyFrame(timeOf(birth.utcMs));
  const ramc = ramcOf(frame.siderealDegrees, birth.longitude);
  const angles = anglesOf(ramc, birth.latitude, frame.obliquity);
  const houses = housesOf(system, angles, ramc, birth.latitude, frame.obliquity);
  return { birth, bodies: place(houses), angles, houses, aspects };
}
