import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '@tarot/contract/health';
import { errorBody } from '@tarot/contract/errors';
import { APP_INFO } from '@tarot/contract/limits';
import type { DatabaseProbe } from './repo';

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseProbe }> = async (app, { database }) => {
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
};
