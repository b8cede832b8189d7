/**
 * At most `limit` tasks running at once, started in the order they were asked for. One set
 * of slots is shared by every caller, so batches started one after another still queue.
 */
export function createSlots(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<R>(task: () => Promise<R>): Promise<R> {
    if (running < limit) running += 1;
    // A finishing task hands its slot straight to the next in line.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
