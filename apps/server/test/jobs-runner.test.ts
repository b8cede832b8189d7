import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { startJobRunner, type JobRunner } from '../src/jobs/runner';
import { createPostgresDatabase } from './harness';

/** Polls `check` until it holds, or fails after `timeoutMs`. */
async function eventually(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(50);
  }
}

/** Cron ticks are per minute: start a cron test early enough in a minute to finish inside it. */
async function awayFromMinuteEnd(): Promise<void> {
  const second = new Date().getSeconds();
  if (second > 40) await sleep((61 - second) * 1000);
}

describe('job runner on the app database', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void> = async () => undefined;
  const runners: JobRunner[] = [];
  const errors: Error[] = [];
  const start = async () => {
    const runner = await startJobRunner(database, {
      pollingIntervalSeconds: 0.5,
      cronIntervalSeconds: 1,
      onError: (error) => errors.push(error),
    });
    runners.push(runner);
    return runner;
  };

  // The runner needs only a database, not the app: in-memory PGlite, or a new PostgreSQL database.
  beforeAll(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      const created = await createPostgresDatabase(serverUrl);
      drop = created.drop;
      database = await openDatabase({ url: created.url, dataDir: 'unused' });
    } else {
      database = await openDatabase({ dataDir: 'memory://' });
    }
  });
  afterAll(async () => {
    await Promise.all(runners.map((runner) => runner.stop(1000)));
    await database.close();
    await drop();
    // pg-boss reports failures of its own (maintenance, SQL the adapter could not run) here.
    expect(errors).toEqual([]);
  });

  it('runs an enqueued job once, with its data', async () => {
    const runner = await start();
    const seen: string[] = [];
    await runner.work<{ word: string }>('test-echo', async ({ word }) => {
      seen.push(word);
    });
    await runner.send('test-echo', { word: 'hello' });
    await eventually(() => seen.length === 1);
    await sleep(1500);
    expect(seen).toEqual(['hello']);
  });

  it('runs a scheduled job once per tick even with two instances polling', async () => {
    await awayFromMinuteEnd();
    const [one, two] = [await start(), await start()];
    let runs = 0;
    const count = async () => {
      runs += 1;
    };
    await one.work('test-every-minute', count);
    await two.work('test-every-minute', count);
    await one.schedule('test-every-minute', '* * * * *', 'Asia/Shanghai');
    await two.schedule('test-every-minute', '* * * * *', 'Asia/Shanghai');
    await eventually(() => runs >= 1);
    // Both instances check the schedule every second; the tick is claimed once.
    await sleep(3000);
    expect(runs).toBe(1);
  });
});
