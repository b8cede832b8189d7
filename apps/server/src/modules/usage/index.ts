import { Counter } from 'prom-client';
import { defineModule } from '../../container/define-module';
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
export const usageModule = defineModule({
  name: 'usage',
  dependsOn: ['accounts'],
  async register(app, { platform, accounts }) {
    const { database, config, secrets } = platform;
    const events = createUsageEventRepo(database.db);
    const devices = createUsageDeviceIds(secrets.tokenSecret);
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
    await app.register(usageRoutes, { enabled: config.statEnabled ?? true, service, devices });
    await app.register(adminUsageRoutes, {
      service: createSummaryService(createSummaryRepo(database.db)),
      guard: accounts.guard,
    });
  },
  async jobs(runner, _app, { platform }) {
    for (const job of usageJobs(platform.database.db)) {
      await runner.work(job.name, job.handler);
      await runner.schedule(job.name, job.cron, job.tz);
    }
  },
});
