/**
 * Short-lived state that every server instance must agree on: login lockouts and passkey
 * challenges. Kept in the process for a single instance; in Redis (`REDIS_URL`) when several
 * instances run behind a load balancer, so a lockout or a challenge holds on all of them.
 */
export interface SharedState {
  /** Keeps `value` under `key` for `ttlMs`, replacing what was there. */
  put(key: string, value: string, ttlMs: number): Promise<void>;
  /** The live value under `key`, removed in the same step: only one caller ever gets it. */
  take(key: string): Promise<string | undefined>;
  /** Notes one event under `key`; it counts for `windowMs`. */
  addEvent(key: string, windowMs: number): Promise<void>;
  /** How many events under `key` happened within the last `windowMs`. */
  countEvents(key: string, windowMs: number): Promise<number>;
  /** Forgets the events and the value under `key`. */
  forget(key: string): Promise<void>;
  close(): Promise<void>;
}
