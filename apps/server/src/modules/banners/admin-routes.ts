import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createBanner,
  deleteBanner,
  listAdminBanners,
  orderBanners,
  publishBanner,
  unpublishBanner,
  updateBanner,
} from '@tarot/contract/admin';
import { ADMIN_PERMISSIONS } from '@tarot/contract/admin-rules';
import { route } from '../../lib/endpoint-route';
import type { BannerService } from './service';
import type { Guard } from '../accounts';

export const adminBannerRoutes: FastifyPluginAsyncZod<{ service: BannerService; guard: Guard }> = async (
  app,
  { service, guard },
) => {
  app.addHook('onRequest', guard.requirePermission(ADMIN_PERMISSIONS.content));

  route(app, listAdminBanners, async (request) =>
    service.list(request.query.status, request.query.page, request.query.pageSize),
  );
  route(app, createBanner, async (request) => service.create(request.body));
  route(app, updateBanner, async (request) => service.update(request.params.id, request.body));
  route(app, publishBanner, async (request) => service.setPublished(request.params.id, true));
  route(app, unpublishBanner, async (request) => service.setPublished(request.params.id, false));
  route(app, deleteBanner, async (request) => {
    await service.remove(request.params.id);
    return { ok: true as const };
  });
  route(app, orderBanners, async (request) => {
    await service.reorder(request.body.ids);
    return { ok: true as const };
  });
};
