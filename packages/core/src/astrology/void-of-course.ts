/**
 * The Moon void of course: from its last exact major aspect to the Sun, Mercury, Venus,
 * Mars, Jupiter or Saturn while in a sign until it enters the next sign (the traditional
 * bodies, as most almanacs count it; the outer planets are left out). A Moon that makes no
 * such aspect in a sign is void from the moment it enters.
 */
import { ASPECT_ANGLE, ASPECT_TYPES, type AspectType } from './aspects';
import type { BodyId } from './bodies';
import { longitudeOf } from './positions';
import { zeroCrossings } from './search';
import { ingresses, sampleStepMs } from './sky-events';
import { signedArc, type SignId } from './signs';
import { timeOf } from './sky-frame';

const HOUR_MS = 3_600_000;
/** The Moon stays in a sign at most some 2.7 days. */
const LONGEST_SIGN_MS = 3 * 24 * HOUR_MS;
const VOID_BODIES: readonly BodyId[] = ['sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'];

export interface MoonVoid {
  /** The last exact aspect, or the Moon's entry into the sign when it made none. */
  readonly fromMs: number;
  /** The Moon's entry into the next sign. */
  readonly toMs: number;
  readonly sign: SignId;
  readonly nextSign: SignId;
  /** The aspect the void begins with; absent when the Moon made none in the sign. */
  readonly lastAspect?: { readonly body: BodyId; readonly type: AspectType };
}

const moonAt = (ms: number) => longitudeOf('moon', timeOf(ms));

/** Every exact aspect the Moon makes to `body` in [from, to), with its kind. */
function exactAspects(body: BodyId, from: number, to: number) {
  const found: { utcMs: number; body: BodyId; type: AspectType }[] = [];
  for (const type of ASPECT_TYPES) {
    // Both sides of the Moon for all but the conjunction and the opposition.
    const sides = ASPECT_ANGLE[type] % 180 === 0 ? [ASPECT_ANGLE[type]] : [ASPECT_ANGLE[type], -ASPECT_ANGLE[type]];
    for (const angle of sides) {
      const offset = (ms: number) => signedArc(longitudeOf(body, timeOf(ms)) + angle, moonAt(ms));
      for (const utcMs of zeroCrossings(offset, from, to, sampleStepMs('moon'), 90)) found.push({ utcMs, body, type });
    }
  }
  return found;
}

/** The voids that end in [from, to + the Moon's longest stay) and overlap [from, to), in time order. */
export function moonVoids(from: number, to: number): MoonVoid[] {
  const entries = ingresses('moon', from - LONGEST_SIGN_MS, to + LONGEST_SIGN_MS);
  const voids: MoonVoid[] = [];
  entries.forEach((entry, i) => {
    const previous = entries[i - 1];
    if (!previous || entry.utcMs <= from) return;
    const aspects = VOID_BODIES.flatMap((body) => exactAspects(body, previous.utcMs, entry.utcMs));
    const last = aspects.reduce<(typeof aspects)[number] | undefined>(
      (latest, aspect) => (!latest || aspect.utcMs > latest.utcMs ? aspect : latest),
      undefined,
    );
    const fromMs = last?.utcMs ?? previous.utcMs;
    if (fromMs >= to) return;
    voids.push({
      fromMs,
      toMs: entry.utcMs,
      sign: previous.sign,
      nextSign: entry.sign,
      ...(last ? { lastAspect: { body: last.body, type: last.type } } : {}),
    });
  });
  return voids;
}
