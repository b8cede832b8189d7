import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client';
import { bossDatabase } from './boss-database';

/**
 * Background work that survives restarts and runs once across every server instance: pg-boss
 * on the app's own database (its tables live in the `pgboss` schema). Jobs are fetched with
 * SKIP LOCKED and cron ticks are claimed with an advisory lock, so two instances never run the
 * same job. Handlers should still be idempotent: a job whose instance dies is retried.
 */
export interface JobRunner {
  /** Runs `handler` for every job of `queue` this instance fetches, one job at a time. */
  work<Data extends object>(queue: string, handler: (data: Data) => Promise<void>): Promise<void>;
  /** Enqueues a job; answers its id. */
  send(queue: string, data: object): Promise<string | null>;
  /** Enqueues a job on `queue` at each tick of `cron` in `timeZone` (once per tick across instances). */
  schedule(queue: string, cron: string, timeZone: string): Promise<void>;
  /** Removes `queue`'s schedule, if it has one (a job that another took over). */
  unschedule(queue: string): Promise<void>;
  /** Stops fetching, waits for running handlers (up to `timeoutMs`), then stops. */
  stop(timeoutMs?: number): Promise<void>;
}

export interface JobRunnerOptions {
  /** How often an idle worker asks for jobs; pg-boss's minimum is half a second. */
  readonly pollingIntervalSeconds?: number;
  /** How often cron schedules are checked (1–45 s); a tick is enqueued within this much of its time. */
  readonly cronIntervalSeconds?: number;
  readonly onError: (error: Error) => void;
}

const DEFAULT_POLLING_SECONDS = 2;
const DEFAULT_CRON_SECONDS = 30;

export async function startJobRunner(database: DatabaseHandle, options: JobRunnerOptions): Promise<JobRunner> {
  const cronIntervalSeconds = options.cronIntervalSeconds ?? DEFAULT_CRON_SECONDS;
  const boss = new PgBoss({
    db: bossDatabase(database),
    cronMonitorIntervalSeconds: cronIntervalSeconds,
    cronWorkerIntervalSeconds: cronIntervalSeconds,
  });
  boss.on('error', options.onError);
  await boss.start();

  // pg-boss 10 refuses jobs for a queue that does not exist; creating one is idempotent.
  const queues = new Map<string, Promise<void>>();
  const ensureQueue = (name: string): Promise<void> => {
    let created = queues.get(name);
    if (!created) {
      created = boss.createQueue(name);
      queues.set(name, created);
    }
    return created;
  };
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? DEFAULT_POLLING_SECONDS;

  return {
    async work<Data extends object>(queue: string, handler: (data: Data) => Promise<void>): Promise<void> {
      await ensureQueue(queue);
      await boss.work<Data>(queue, { pollingIntervalSeconds, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) await handler(job.data);
      });
    },
    async send(queue, data) {
      await ensureQueue(queue);
      return boss.send(queue, data);
    },
    async schedule(queue, cron, timeZone) {
      await ensureQueue(queue);
      await boss.schedule(queue, cron, {}, { tz: timeZone });
    },
    unschedule: (queue) => boss.unschedule(queue),
    stop: (timeoutMs = 10_000) => boss.stop({ graceful: true, wait: true, timeout: timeoutMs }),
  };
}
