import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { JobRunner } from '../../jobs/runner';
import { createRetention } from './repo';

const JOB = 'retention';
/** The usage statistics' own purge, which this job took over (0028): its schedule goes. */
const REPLACED_JOB = 'usage-purge';

/** The daily retention job on the job runner, once across all instances, at a quiet hour in China. */
export async function registerRetention(
  app: FastifyInstance,
  { db, jobs, now = () => new Date() }: { db: Database; jobs: JobRunner; now?: () => Date },
): Promise<void> {
  const retention = createRetention(db);
  await jobs.work(JOB, async () => {
    app.log.info({ deleted: await retention.run(now()) }, 'retention');
  });
  await jobs.schedule(JOB, '40 3 * * *', 'Asia/Shanghai');
  await jobs.unschedule(REPLACED_JOB);
}
