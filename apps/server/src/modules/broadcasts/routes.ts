import type { FastifyInstance } from 'fastify';
import { ADMIN_PERMISSIONS } from '@tarot/contract/admin-rules';
import { createBroadcast, listBroadcasts } from '@tarot/contract/broadcasts';
import { route } from '../../lib/endpoint-route';
import type { BroadcastService } from './service';

export async function broadcastRoutes(app: FastifyInstance, { service }: { service: BroadcastService }): Promise<void> {
  const onRequest = app.requirePermission(ADMIN_PERMISSIONS.push);
  route(app, createBroadcast, (request) => service.create(request.body, request.auth!.uid), { onRequest });
  route(app, listBroadcasts, () => service.recent(), { onRequest });
}
