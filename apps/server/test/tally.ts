/**
 * How many of `attempts` succeeded ('ok') and how many failed with each error code, so a
 * burst's outcome is asserted as one exact table.
 */
export async function tally(attempts: readonly Promise<unknown>[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const outcome of await Promise.allSettled(attempts)) {
    const key = outcome.status === 'fulfilled' ? 'ok' : String((outcome.reason as { code?: unknown }).code);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
