import type { FastifyInstance } from 'fastify';
import { ADMIN_PERMISSIONS } from '@tarot/contract/admin-rules';
import { getUsageSummary } from '@tarot/contract/usage';
import { route } from '../../lib/endpoint-route';
import type { SummaryService } from './summary-service';
import type { Guard } from '../accounts';

export async function adminUsageRoutes(
  app: FastifyInstance,
  { service, guard }: { service: SummaryService; guard: Guard },
): Promise<void> {
  app.addHook('onRequest', guard.requirePermission(ADMIN_PERMISSIONS.stats));
  route(app, getUsageSummary, (request) => service.summary(request.query.days));
}
