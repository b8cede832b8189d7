import type { Clock } from '../../src/modules/push/clock';

export interface ManualClock extends Clock {
  /** Moves time forward, running every task that falls due on the way, in order. */
  advance(ms: number): void;
}

/** A clock that moves only when a test moves it. */
export function createManualClock(start = Date.now()): ManualClock {
  let now = start;
  let nextId = 0;
  const tasks = new Map<number, { at: number; run: () => void }>();
  const due = (until: number) => {
    let first: [number, { at: number; run: () => void }] | undefined;
    for (const entry of tasks) if (entry[1].at <= until && (!first || entry[1].at < first[1].at)) first = entry;
    return first;
  };
  return {
    now: () => now,
    after(ms, run) {
      const id = (nextId += 1);
      tasks.set(id, { at: now + ms, run });
      return () => void tasks.delete(id);
    },
    advance(ms) {
      const until = now + ms;
      for (let entry = due(until); entry; entry = due(until)) {
        tasks.delete(entry[0]);
        now = entry[1].at;
        entry[1].run();
      }
      now = until;
    },
  };
}
