import type { FastifyInstance } from 'fastify';
import { ADMIN_PERMISSIONS } from '@tarot/contract/admin-rules';
import { getUsageSummary } from '@tarot/contract/usage';
import { route } from '../../lib/endpoint-route';
import type { SummaryService } from './summary-service';

export async function adminUsageRoutes(app: FastifyInstance, { service }: { service: SummaryService }): Promise<void> {
  app.addHook('onRequest', app.requirePermission(ADMIN_PERMISSIONS.stats));
  route(app, getUsageSummary, (request) => service.summary(request.query.days));
}
