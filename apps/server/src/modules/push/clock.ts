/** Cancels a scheduled task; calling it after the task ran does nothing. */
export type Cancel = () => void;

/**
 * Time as the push module sees it: resends, heartbeat checks and expiry all go through this,
 * so tests replace it with a clock they move by hand.
 */
export interface Clock {
  now(): number;
  /** Runs `task` once, `ms` from now. */
  after(ms: number, task: () => void): Cancel;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  after(ms, task) {
    // Unreferenced: a pending resend must never keep the process alive.
    const timer = setTimeout(task, ms).unref();
    return () => clearTimeout(timer);
  },
};
