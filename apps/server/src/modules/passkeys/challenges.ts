/** How long a fingerprint or face prompt may take before its challenge is refused. */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;
/** A bound on memory: public sign-in options can be asked for by anyone. */
const MAX_PENDING = 10_000;

/**
 * Challenges issued and not yet answered, each usable once and only until it expires. Kept
 * in memory: a ceremony starts and ends within minutes on the same server instance (behind
 * a load balancer, sticky sessions or a shared store would be needed).
 */
export function createChallengeStore<T>(lifetimeMs = CHALLENGE_LIFETIME_MS, now: () => number = Date.now) {
  const pending = new Map<string, { readonly value: T; readonly expiresAt: number }>();

  const prune = () => {
    const current = now();
    for (const [challenge, entry] of pending) if (entry.expiresAt <= current) pending.delete(challenge);
    // Maps iterate in insertion order: drop the oldest when still full.
    while (pending.size >= MAX_PENDING) pending.delete(pending.keys().next().value!);
  };

  return {
    put(challenge: string, value: T): void {
      prune();
      pending.set(challenge, { value, expiresAt: now() + lifetimeMs });
    },
    /** The value stored with a live challenge, removing it; undefined when unknown, used or expired. */
    take(challenge: string): T | undefined {
      const entry = pending.get(challenge);
      pending.delete(challenge);
      return entry && entry.expiresAt > now() ? entry.value : undefined;
    },
  };
}

export type ChallengeStore<T> = ReturnType<typeof createChallengeStore<T>>;
