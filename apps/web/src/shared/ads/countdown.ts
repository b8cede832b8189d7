/** Whole seconds left of a `seconds`-long countdown that began at `startedAt` (ms), never below 0. */
export function secondsLeft(startedAt: number, now: number, seconds: number): number {
  return Math.max(0, Math.ceil(seconds - (now - startedAt) / 1000));
}
