import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { adminBannerRoutes } from './admin-routes';
import { createBannerRepo } from './repo';
import { bannerRoutes } from './routes';
import { createBannerService } from './service';

/** The home page's banners: the public list, and the console pages where editors arrange them. */
export async function registerBanners(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  const service = createBannerService(createBannerRepo(db));
  await app.register(bannerRoutes, { service });
  await app.register(adminBannerRoutes, { service });
}
