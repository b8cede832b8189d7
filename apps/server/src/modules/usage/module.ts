import type { FastifyInstance } from 'fastify';
import { Counter } from 'prom-client';
import type { Database } from '../../db/client';
import type { JobRunner } from '../../jobs/runner';
import { adminUsageRoutes } from './admin-routes';
import { createUsageDeviceIds } from './device-ids';
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
  {
    db,
    enabled,
    jobs,
    serverSecret,
  }: { db: Database; enabled: boolean; jobs: JobRunner | undefined; serverSecret: string },
): Promise<void> {
  const events = createUsageEventRepo(db);
  const devices = createUsageDeviceIds(serverSecret);
  const unsigned = new Counter({
    name: 'usage_reports_unsigned_total',
    help: 'Usage-statistics batches dropped whole because the server did not sign their device id',
    registers: app.metrics ? [app.metrics] : [],
  });
  const service = createIngestService({
    events,
    visitorOf: createVisitorHasher(events),
    devices,
    onUnsigned: () => unsigned.inc(),
  });
  await app.register(usageRoutes, { enabled, service, devices });
  await app.register(adminUsageRoutes, { service: createSummaryService(createSummaryRepo(db)) });
  if (jobs) {
    for (const job of usageJobs(db)) {
      await jobs.work(job.name, job.handler);
      await jobs.schedule(job.name, job.cron, job.tz);
    }
  }
}
