import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createArticle,
  getAdminArticle,
  listAdminArticles,
  publishArticle,
  unpublishArticle,
  updateArticle,
} from '@tarot/contract/admin';
import { ADMIN_PERMISSIONS } from '@tarot/contract/admin-rules';
import { route } from '../../lib/endpoint-route';
import type { AdminArticleService } from './admin-service';
import type { Guard } from '../accounts';

export const adminArticleRoutes: FastifyPluginAsyncZod<{ service: AdminArticleService; guard: Guard }> = async (
  app,
  { service, guard },
) => {
  app.addHook('onRequest', guard.requirePermission(ADMIN_PERMISSIONS.content));

  route(app, listAdminArticles, async (request) =>
    service.list(request.query.status, request.query.page, request.query.pageSize),
  );
  route(app, getAdminArticle, async (request) => service.get(request.params.id));
  route(app, createArticle, async (request) => service.create(request.body));
  route(app, updateArticle, async (request) => service.update(request.params.id, request.body));
  route(app, publishArticle, async (request) => service.setPublished(request.params.id, true));
  route(app, unpublishArticle, async (request) => service.setPublished(request.params.id, false));
};
