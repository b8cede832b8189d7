import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteReading, getReading, listReadings, saveReading } from '@tarot/contract/tarot';
import { type Guard, guardedRoutes } from '../accounts';
import type { ReadingService } from './service';

export const readingRoutes: FastifyPluginAsyncZod<{ service: ReadingService; guard: Guard }> = async (
  app,
  { service, guard },
) => {
  const member = guardedRoutes(app, guard.requireLogin);

  member(saveReading, async (request) => service.save(request.auth.uid, request.body));
  member(listReadings, async (request) => service.list(request.auth.uid, request.query));
  member(getReading, async (request) => service.get(request.auth.uid, request.params.id));
  member(deleteReading, async (request) => {
    await service.remove(request.auth.uid, request.params.id);
    return { ok: true as const };
  });
};
