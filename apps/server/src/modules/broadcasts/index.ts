import { defineModule } from '../../container/define-module';
import { createFanOut, FAN_OUT_QUEUE, type FanOutJob } from './fan-out';
import { createBroadcastRepo } from './repo';
import { broadcastRoutes } from './routes';
import { createBroadcastService } from './service';

/**
 * The admin console's broadcasts: sent in batches by the job runner, counted from the push
 * messages. Without a runner nothing would send them, so their routes do not exist either.
 */
export const broadcastsModule = defineModule({
  name: 'broadcasts',
  dependsOn: ['accounts', 'push'],
  async jobs(runner, app, { platform, accounts, push }) {
    const broadcasts = createBroadcastRepo(platform.database.db);
    const fanOut = createFanOut({ broadcasts, notifier: push, jobs: runner });
    await runner.work<FanOutJob>(FAN_OUT_QUEUE, fanOut.runBatch);
    await app.register(broadcastRoutes, {
      service: createBroadcastService({ broadcasts, fanOut, now: () => new Date() }),
      guard: accounts.guard,
    });
  },
});
