import type { FastifyInstance } from 'fastify';
import { astrologyRoutes } from './routes';
import { createAstrologyService } from './service';

/** The public 星座 API: natal charts, sign horoscopes and transits, computed, never stored. */
export async function registerAstrology(app: FastifyInstance): Promise<void> {
  await app.register(astrologyRoutes, { service: createAstrologyService() });
}
