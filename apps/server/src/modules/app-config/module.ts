import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { appConfigRoutes } from './routes';

/** What the client needs to know about this server's settings. */
export async function registerAppConfig(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  await app.register(appConfigRoutes, { config });
}
