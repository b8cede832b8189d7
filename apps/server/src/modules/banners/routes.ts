import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicBannerList } from '@tarot/contract/banners';
import type { BannerService } from './service';

/** The home page's swiper: published banners in their order, for everyone. */
export const bannerRoutes: FastifyPluginAsyncZod<{ service: BannerService }> = async (app, { service }) => {
  app.get(
    '/api/banners',
    {
      schema: {
        tags: ['content'],
        summary: 'Published home-page banners, in order',
        response: { 200: publicBannerList },
      },
    },
    async () => service.published(),
  );
};
