import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { JobRunner } from '../../jobs/runner';
import { adminUsageRoutes } from './admin-routes';
import { createUsageEventRepo } from './event-repo';
import { createIngestService } from './ingest-service';
import { usageJobs } from './jobs';
import { usageRoutes } from './routes';
import { createSummaryRepo } from './summary-repo';
import { createSummaryService } from './summary-service';
import { createVisitorHasher } from './visitor-hash';

/**
 * Usage statistics: the collector's config and report routes, and the console's dashboard.
 * The roll-up and purge (jobs.ts) run on the job runner, once across all instances.
 */
export async function registerUsage(
  app: FastifyInstance,
  { db, enabled, jobs }: { db: Database; enabled: boolean; jobs: JobRunner | undefined },
): Promise<void> {
  const events = createUsageEventRepo(db);
  await app.register(usageRoutes, { enabled, service: createIngestService(events, createVisitorHasher(events)) });
  await app.register(adminUsageRoutes, { service: createSummaryService(createSummaryRepo(db)) });
  if (jobs) {
    for (const job of usageJobs(db)) {
      await jobs.work(job.name, job.handler);
      await jobs.schedule(job.name, job.cron, job.tz);
    }
  }
}
