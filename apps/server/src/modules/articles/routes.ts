import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { articleWithoutId, listArticles, listReadLog, readArticle, searchArticles } from '@tarot/contract/articles';
import { type Guard, guardedRoutes } from '../accounts';
import { route } from '../../lib/endpoint-route';
import { AppError } from '../../errors';
import type { ArticleService } from './service';

export const articleRoutes: FastifyPluginAsyncZod<{ service: ArticleService; guard: Guard }> = async (
  app,
  { service, guard },
) => {
  route(app, listArticles, async (request) => service.list(request.query));
  route(app, searchArticles, async (request) => service.search(request.query));
  // `/api/articles/` is how an empty id arrives; the spec names its own error for it (§8).
  route(app, articleWithoutId, async () => {
    throw new AppError('NEWS_ID_EMPTY');
  });
  route(app, readArticle, async (request) => service.read(request.params.id, request.query.lang, request.auth?.uid), {
    onRequest: guard.optionalLogin,
  });
  guardedRoutes(app, guard.requireLogin)(listReadLog, async (request) =>
    service.readLog(request.auth.uid, request.query),
  );
};
