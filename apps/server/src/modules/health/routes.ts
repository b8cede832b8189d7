import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse, livenessResponse, readinessResponse } from '@tarot/contract/health';
import { errorBody } from '@tarot/contract/errors';
import { APP_INFO } from '@tarot/contract/limits';
import { readiness, type ReadinessSources } from './service';

export const healthRoutes: FastifyPluginAsyncZod<ReadinessSources> = async (app, sources) => {
  const { database } = sources;
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database status',
        response: { 200: healthResponse, 503: healthResponse, 500: errorBody },
      },
    },
    async (_request, reply) => {
      const probe = await database.status().then(
        (status) => ({ status: 'up' as const, ...status }),
        () => ({ status: 'down' as const, version: '', migrations: 0 }),
      );
      const up = probe.status === 'up';
      return reply.status(up ? 200 : 503).send({
        status: up ? 'ok' : 'degraded',
        database: { driver: database.driver, ...probe },
        versions: { app: APP_INFO.version, versionCode: APP_INFO.versionCode, node: process.version },
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );

  app.get(
    '/api/health/live',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process answers (restart it when this fails)',
        response: { 200: livenessResponse },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: database migrated and reachable, Redis reachable, not shutting down',
        response: { 200: readinessResponse, 503: readinessResponse, 500: errorBody },
      },
    },
    async (_request, reply) => {
      const answer = await readiness(sources);
      return reply.status(answer.status === 'ready' ? 200 : 503).send(answer);
    },
  );
};
