import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { adminPromotionRoutes } from './admin-routes';
import { createPromotionRepo } from './repo';
import { createPromotionService, type PromotionFiles, type PromotionService } from './service';

/** House promotions: the console routes that upload and schedule them, and the service the ad check-in shows them from. */
export async function registerPromotions(
  app: FastifyInstance,
  { db, files }: { db: Database; files: PromotionFiles },
): Promise<PromotionService> {
  const service = createPromotionService({ promotions: createPromotionRepo(db), files });
  await app.register(adminPromotionRoutes, { service });
  return service;
}
