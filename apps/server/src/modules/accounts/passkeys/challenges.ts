import type { SharedState } from '../../../providers/shared-state/shared-state';

/** How long a fingerprint or face prompt may take before its challenge is refused. */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;

/**
 * Challenges issued and not yet answered, each usable once and only until it expires. They
 * live in the shared state, so a ceremony may end on another instance than it started on.
 */
export function createChallengeStore<T>(state: SharedState, kind: string, lifetimeMs = CHALLENGE_LIFETIME_MS) {
  const key = (challenge: string) => `passkey-challenge:${kind}:${challenge}`;
  return {
    put: (challenge: string, value: T): Promise<void> => state.put(key(challenge), JSON.stringify(value), lifetimeMs),
    /** The value stored with a live challenge, removing it; undefined when unknown, used or expired. */
    async take(challenge: string): Promise<T | undefined> {
      const stored = await state.take(key(challenge));
      return stored === undefined ? undefined : (JSON.parse(stored) as T);
    },
  };
}
