import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteChart, listCharts, listChartTags, saveChart, updateChart } from '@tarot/contract/charts';
import { route } from '../../lib/endpoint-route';
import type { ChartService } from './service';

export const chartRoutes: FastifyPluginAsyncZod<{ service: ChartService }> = async (app, { service }) => {
  app.addHook('onRequest', app.requireLogin);

  route(app, saveChart, async (request) => service.save(request.auth!.uid, request.body));
  route(app, updateChart, async (request) => service.update(request.auth!.uid, request.params.id, request.body));
  route(app, listCharts, async (request) => ({ items: await service.list(request.auth!.uid, request.query) }));
  route(app, listChartTags, async (request) => ({ items: await service.tags(request.auth!.uid) }));
  route(app, deleteChart, async (request) => {
    await service.remove(request.auth!.uid, request.params.id);
    return { ok: true as const };
  });
};
