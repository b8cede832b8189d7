export interface WorkQueueLimits {
  /** Tasks run at the same time. */
  readonly slots: number;
  /** Tasks that may wait for a slot (unbounded when not given); one more is refused. */
  readonly waiting?: number;
}

/**
 * Runs at most `slots` tasks at once; the others wait their turn in order of arrival. When
 * the line is full, `run` throws `whenFull()` at once without running the task. For work that
 * holds a core or much memory (password hashing, image decoding), so a burst of it cannot
 * starve everything else.
 */
export function createWorkQueue({ slots, waiting = Infinity }: WorkQueueLimits, whenFull?: () => Error) {
  let busy = 0;
  const line: (() => void)[] = [];
  // A finishing task hands its slot straight to the first in line, so `busy` stays put.
  const release = () => {
    const next = line.shift();
    if (next) next();
    else busy -= 1;
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (busy < slots) busy += 1;
      else if (line.length < waiting) await new Promise<void>((resolve) => line.push(resolve));
      else throw whenFull?.() ?? new Error('work queue full');
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}

export type WorkQueue = ReturnType<typeof createWorkQueue>;
