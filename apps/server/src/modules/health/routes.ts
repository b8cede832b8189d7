import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getHealth, getLiveness, getReadiness } from '@tarot/contract/health';
import { APP_INFO } from '@tarot/contract/limits';
import { route } from '../../lib/endpoint-route';
import { readiness, type ReadinessSources } from './service';

export const healthRoutes: FastifyPluginAsyncZod<ReadinessSources> = async (app, sources) => {
  const { database } = sources;
  route(app, getHealth, async (_request, reply) => {
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
  });
  route(app, getLiveness, async () => ({ status: 'ok' as const }));
  route(app, getReadiness, async (_request, reply) => {
    const answer = await readiness(sources);
    return reply.status(answer.status === 'ready' ? 200 : 503).send(answer);
  });
};
