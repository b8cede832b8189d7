/** How many attempts a rolling window admits, and how long the lock lasts that the last of them sets. */
export interface AttemptRule {
  readonly limit: number;
  readonly windowMs: number;
  readonly lockMs: number;
}

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
  /**
   * One atomic step: false while `key` is locked; otherwise counts one attempt and answers
   * true. The attempt that makes `limit` within `windowMs` locks `key` for `lockMs` from now,
   * and the count starts afresh. Racing callers can never get more than `limit` trues.
   */
  reserveAttempt(key: string, rule: AttemptRule): Promise<boolean>;
  /** Forgets the attempts counted under `key` and lifts its lock. */
  clearAttempts(key: string): Promise<void>;
  /** Whether the store answers now (the readiness probe); never throws. */
  reachable(): Promise<boolean>;
  close(): Promise<void>;
}
