import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteReading, getReading, listReadings, saveReading } from '@tarot/contract/tarot';
import { route } from '../../lib/endpoint-route';
import type { ReadingService } from './service';

export const readingRoutes: FastifyPluginAsyncZod<{ service: ReadingService }> = async (app, { service }) => {
  app.addHook('onRequest', app.requireLogin);

  route(app, saveReading, async (request) => service.save(request.auth!.uid, request.body));
  route(app, listReadings, async (request) => service.list(request.auth!.uid, request.query));
  route(app, getReading, async (request) => service.get(request.auth!.uid, request.params.id));
  route(app, deleteReading, async (request) => {
    await service.remove(request.auth!.uid, request.params.id);
    return { ok: true as const };
  });
};
