/**
 * Finding when something happens in the sky — a body changing sign, standing still, an
 * aspect becoming exact — by sampling a continuous quantity and bisecting each change of
 * sign. Steps are chosen per body so that no event can fall between two samples unseen.
 */
const MINUTE_MS = 60_000;

/** Bisects [lo, hi], where f changes sign, down to a minute. */
export function bisect(f: (ms: number) => number, lo: number, hi: number): number {
  let a = lo;
  let b = hi;
  const fa = f(a);
  while (b - a > MINUTE_MS / 2) {
    const mid = (a + b) / 2;
    if (Math.sign(f(mid)) === Math.sign(fa)) a = mid;
    else b = mid;
  }
  return Math.round((a + b) / 2 / MINUTE_MS) * MINUTE_MS;
}

/**
 * The instants in [from, to) where f passes through zero, sampling every `stepMs`. A
 * change of sign across a jump (a wrapped angle going from +179° to −179°) is not a zero:
 * `continuity` is the largest change between samples that counts as one.
 */
export function zeroCrossings(
  f: (ms: number) => number,
  from: number,
  to: number,
  stepMs: number,
  continuity = Infinity,
): number[] {
  const found: number[] = [];
  let t0 = from;
  let v0 = f(t0);
  while (t0 < to) {
    const t1 = Math.min(t0 + stepMs, to);
    const v1 = f(t1);
    if (v0 !== v1 && Math.sign(v0) !== Math.sign(v1) && Math.abs(v1 - v0) < continuity) {
      found.push(v1 === 0 ? t1 : bisect(f, t0, t1));
    }
    t0 = t1;
    v0 = v1;
  }
  return found;
}
