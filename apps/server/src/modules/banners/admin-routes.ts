import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_PERMISSIONS } from '@tarot/contract/admin-rules';
import { okResponse } from '@tarot/contract/auth';
import { adminBannerPage, adminBannerQuery, adminIdParams, bannerOrderBody } from '@tarot/contract/admin';
import { bannerBody, bannerSchema } from '@tarot/contract/banners';
import { errorBody } from '@tarot/contract/errors';
import type { BannerService } from './service';

export const adminBannerRoutes: FastifyPluginAsyncZod<{ service: BannerService }> = async (app, { service }) => {
  const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
  const one = { 200: bannerSchema, ...failures };
  app.addHook('onRequest', app.requirePermission(ADMIN_PERMISSIONS.content));

  app.get(
    '/api/admin/banners',
    {
      schema: {
        tags: ['admin'],
        summary: 'Home banners in display order, drafts and published',
        querystring: adminBannerQuery,
        response: { 200: adminBannerPage, ...failures },
      },
    },
    async (request) => service.list(request.query.status, request.query.page, request.query.pageSize),
  );
  app.post(
    '/api/admin/banners',
    { schema: { tags: ['admin'], summary: 'Make a draft banner', body: bannerBody, response: one } },
    async (request) => service.create(request.body),
  );
  app.put(
    '/api/admin/banners/:id',
    { schema: { tags: ['admin'], summary: 'Edit a banner', params: adminIdParams, body: bannerBody, response: one } },
    async (request) => service.update(request.params.id, request.body),
  );
  app.post(
    '/api/admin/banners/:id/publish',
    { schema: { tags: ['admin'], summary: 'Show a banner on the home page', params: adminIdParams, response: one } },
    async (request) => service.setPublished(request.params.id, true),
  );
  app.post(
    '/api/admin/banners/:id/unpublish',
    { schema: { tags: ['admin'], summary: 'Take a banner off the home page', params: adminIdParams, response: one } },
    async (request) => service.setPublished(request.params.id, false),
  );
  app.delete(
    '/api/admin/banners/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a banner',
        params: adminIdParams,
        response: { 200: okResponse, ...failures },
      },
    },
    async (request) => {
      await service.remove(request.params.id);
      return { ok: true as const };
    },
  );
  app.post(
    '/api/admin/banners/order',
    {
      schema: {
        tags: ['admin'],
        summary: 'Set the display order: the listed banners are numbered 0, 1, 2…',
        body: bannerOrderBody,
        response: { 200: okResponse, ...failures },
      },
    },
    async (request) => {
      await service.reorder(request.body.ids);
      return { ok: true as const };
    },
  );
};
