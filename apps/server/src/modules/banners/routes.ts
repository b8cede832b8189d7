import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listBanners } from '@tarot/contract/banners';
import { route } from '../../lib/endpoint-route';
import type { BannerService } from './service';

/** The home page's swiper: published banners in their order, for everyone. */
export const bannerRoutes: FastifyPluginAsyncZod<{ service: BannerService }> = async (app, { service }) => {
  route(app, listBanners, async () => service.published());
};
