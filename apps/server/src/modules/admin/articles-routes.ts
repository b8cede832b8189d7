import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_PERMISSIONS } from '@tarot/contract/admin-rules';
import { adminArticle, adminArticlePage, adminArticleQuery, adminIdParams, articleBody } from '@tarot/contract/admin';
import { errorBody } from '@tarot/contract/errors';
import type { AdminArticleService } from './articles-service';

export const adminArticleRoutes: FastifyPluginAsyncZod<{ service: AdminArticleService }> = async (app, { service }) => {
  const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
  const one = { 200: adminArticle, ...failures };
  app.addHook('onRequest', app.requirePermission(ADMIN_PERMISSIONS.content));

  app.get(
    '/api/admin/articles',
    {
      schema: {
        tags: ['admin'],
        summary: 'Articles, last edited first, drafts and published',
        querystring: adminArticleQuery,
        response: { 200: adminArticlePage, ...failures },
      },
    },
    async (request) => service.list(request.query.status, request.query.page, request.query.pageSize),
  );
  app.get(
    '/api/admin/articles/:id',
    { schema: { tags: ['admin'], summary: 'One article, for editing', params: adminIdParams, response: one } },
    async (request) => service.get(request.params.id),
  );
  app.post(
    '/api/admin/articles',
    { schema: { tags: ['admin'], summary: 'Write a new draft', body: articleBody, response: one } },
    async (request) => service.create(request.body),
  );
  app.put(
    '/api/admin/articles/:id',
    {
      schema: { tags: ['admin'], summary: 'Edit an article', params: adminIdParams, body: articleBody, response: one },
    },
    async (request) => service.update(request.params.id, request.body),
  );
  app.post(
    '/api/admin/articles/:id/publish',
    { schema: { tags: ['admin'], summary: 'Publish an article', params: adminIdParams, response: one } },
    async (request) => service.setPublished(request.params.id, true),
  );
  app.post(
    '/api/admin/articles/:id/unpublish',
    { schema: { tags: ['admin'], summary: 'Take an article back to draft', params: adminIdParams, response: one } },
    async (request) => service.setPublished(request.params.id, false),
  );
};
