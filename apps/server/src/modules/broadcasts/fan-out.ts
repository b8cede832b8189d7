import type { JobRunner } from '../../jobs/runner';
import { sendEach, type MemberNotifier } from '../notifications';
import type { BroadcastRepo } from './repo';

export const FAN_OUT_QUEUE = 'broadcast-fan-out';

/** Members per job: small enough that a retried batch repeats little, large enough to move fast. */
export const FAN_OUT_BATCH = 200;

/** One batch of a broadcast: the members after `after` (none: from the first). */
export interface FanOutJob {
  readonly broadcastId: string;
  readonly after: string | null;
}

/**
 * Sends a broadcast one batch per job, each job enqueueing the next, so a large audience is
 * spread over time and instances and a crash resumes at its batch. Each member's message has a
 * dedupe key, so a batch that is retried sends nobody a second copy.
 */
export function createFanOut({
  broadcasts,
  notifier,
  jobs,
  batchSize = FAN_OUT_BATCH,
}: {
  readonly broadcasts: BroadcastRepo;
  readonly notifier: MemberNotifier;
  readonly jobs: Pick<JobRunner, 'send'>;
  readonly batchSize?: number;
}) {
  const enqueue = (job: FanOutJob) => jobs.send(FAN_OUT_QUEUE, job);

  return {
    start: (broadcastId: string) => enqueue({ broadcastId, after: null }),

    async runBatch({ broadcastId, after }: FanOutJob): Promise<void> {
      const row = await broadcasts.find(broadcastId);
      if (!row) return;
      const members = await broadcasts.audienceBatch(row, after, batchSize);
      await sendEach(notifier, members, ({ userId }) => ({
        kind: 'broadcast',
        title: row.title,
        body: row.body,
        url: row.url,
        dedupeKey: `broadcast:${row.id}:${userId}`,
        broadcastId: row.id,
      }));
      const last = members.at(-1);
      if (members.length === batchSize && last) await enqueue({ broadcastId, after: last.userId });
    },
  };
}

export type FanOut = ReturnType<typeof createFanOut>;
