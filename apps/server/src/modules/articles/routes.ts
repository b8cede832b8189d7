import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  articleDetail,
  articleIdParams,
  articleLangQuery,
  articleListQuery,
  articlePage,
  articleSearchQuery,
  readLogPage,
  readLogQuery,
} from '@tarot/contract/articles';
import { errorBody } from '@tarot/contract/errors';
import { AppError } from '../../errors';
import type { ArticleService } from './service';

export const articleRoutes: FastifyPluginAsyncZod<{ service: ArticleService }> = async (app, { service }) => {
  const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

  app.get(
    '/api/articles',
    {
      schema: {
        tags: ['articles'],
        summary: 'Published articles, newest first',
        querystring: articleListQuery,
        response: { 200: articlePage, ...failures },
      },
    },
    async (request) => service.list(request.query),
  );
  app.get(
    '/api/articles/search',
    {
      schema: {
        tags: ['articles'],
        summary: 'Published articles whose title, summary or body contains q',
        querystring: articleSearchQuery,
        response: { 200: articlePage, ...failures },
      },
    },
    async (request) => service.search(request.query),
  );
  // `/api/articles/` is how an empty id arrives; the spec names its own error for it (§8).
  app.get(
    '/api/articles/',
    { schema: { tags: ['articles'], summary: 'An article without an id', response: failures } },
    async () => {
      throw new AppError('NEWS_ID_EMPTY');
    },
  );
  app.get(
    '/api/articles/:id',
    {
      onRequest: app.optionalLogin,
      schema: {
        tags: ['articles'],
        summary: 'One published article; a signed-in reader finds it in their reading log',
        params: articleIdParams,
        querystring: articleLangQuery,
        response: { 200: articleDetail, ...failures },
      },
    },
    async (request) => service.read(request.params.id, request.query.lang, request.auth?.uid),
  );
  app.get(
    '/api/read-log',
    {
      onRequest: app.requireLogin,
      schema: {
        tags: ['articles'],
        summary: 'The articles I read, most recently read first',
        querystring: readLogQuery,
        response: { 200: readLogPage, ...failures },
      },
    },
    async (request) => service.readLog(request.auth!.uid, request.query),
  );
};
