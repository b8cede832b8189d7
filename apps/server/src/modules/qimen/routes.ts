import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getQimenChart } from '@tarot/contract/qimen';
import { route } from '../../lib/endpoint-route';
import type { QimenService } from './service';

/** A chart of a given moment never changes: clients may keep it for a day. */
const CACHE_CONTROL = 'public, max-age=86400';

export const qimenRoutes: FastifyPluginAsyncZod<{ service: QimenService }> = async (app, { service }) => {
  route(app, getQimenChart, async (request, reply) => {
    reply.header('cache-control', CACHE_CONTROL);
    return service.chart(request.query);
  });
};
