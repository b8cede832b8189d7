import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteChart, listCharts, listChartTags, saveChart, updateChart } from '@tarot/contract/charts';
import { type Guard, guardedRoutes } from '../accounts';
import type { ChartService } from './service';

export const chartRoutes: FastifyPluginAsyncZod<{ service: ChartService; guard: Guard }> = async (
  app,
  { service, guard },
) => {
  const member = guardedRoutes(app, guard.requireLogin);

  member(saveChart, async (request) => service.save(request.auth.uid, request.body));
  member(updateChart, async (request) => service.update(request.auth.uid, request.params.id, request.body));
  member(listCharts, async (request) => ({ items: await service.list(request.auth.uid, request.query) }));
  member(listChartTags, async (request) => ({ items: await service.tags(request.auth.uid) }));
  member(deleteChart, async (request) => {
    await service.remove(request.auth.uid, request.params.id);
    return { ok: true as const };
  });
};
