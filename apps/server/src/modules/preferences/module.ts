import type { FastifyInstance } from 'fastify';
import type { UserRepo } from '../users/repo';
import { preferencesRoutes } from './routes';
import { createPreferencesService } from './service';

/** Account-wide preferences (push and its kinds, notification language), stored on the account row. */
export async function registerPreferences(app: FastifyInstance, { users }: { users: UserRepo }): Promise<void> {
  await app.register(preferencesRoutes, { service: createPreferencesService(users) });
}
