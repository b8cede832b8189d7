import type { FastifyInstance } from 'fastify';
import type { UserRepo } from '../users/repo';
import { preferencesRoutes } from './routes';
import { createPreferencesService } from './service';

/** Account-wide preferences (push on or off), stored on the account row. */
export async function registerPreferences(app: FastifyInstance, { users }: { users: UserRepo }): Promise<void> {
  await app.register(preferencesRoutes, { service: createPreferencesService(users) });
}
