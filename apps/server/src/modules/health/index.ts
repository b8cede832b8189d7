import { defineModule } from '../../container/define-module';
import { bundledMigrationCount } from '../../db/client';
import { createDatabaseProbe } from './repo';
import { healthRoutes } from './routes';

/** Liveness, readiness and database status for operators and load balancers. */
export const healthModule = defineModule({
  name: 'health',
  dependsOn: [],
  async register(app, { platform: { database, redis, state, isDraining } }) {
    const probe = createDatabaseProbe(database, await bundledMigrationCount());
    // With Redis, readiness reports whether the Redis of lockouts and challenges answers.
    await app.register(healthRoutes, { database: probe, redis: redis ? state : undefined, isDraining });
  },
});
