import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { JobRunner } from '../../jobs/runner';
import type { MemberNotifier } from '../notifications/member-notifier';
import { createFanOut, FAN_OUT_QUEUE, type FanOutJob } from './fan-out';
import { createBroadcastRepo } from './repo';
import { broadcastRoutes } from './routes';
import { createBroadcastService } from './service';

/** The admin console's broadcasts: sent in batches by the job runner, counted from the push messages. */
export async function registerBroadcasts(
  app: FastifyInstance,
  deps: { db: Database; jobs: JobRunner; notifier: MemberNotifier; now?: () => Date },
): Promise<void> {
  const broadcasts = createBroadcastRepo(deps.db);
  const fanOut = createFanOut({ broadcasts, notifier: deps.notifier, jobs: deps.jobs });
  await deps.jobs.work<FanOutJob>(FAN_OUT_QUEUE, fanOut.runBatch);
  await app.register(broadcastRoutes, {
    service: createBroadcastService({ broadcasts, fanOut, now: deps.now ?? (() => new Date()) }),
  });
}
