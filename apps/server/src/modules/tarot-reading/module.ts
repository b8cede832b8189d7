import type { FastifyInstance } from 'fastify';
import { tarotReadingRoutes } from './routes';

/** The public tarot API: a draw read for its question, computed, never stored. */
export async function registerTarotReading(app: FastifyInstance): Promise<void> {
  await app.register(tarotReadingRoutes);
}
