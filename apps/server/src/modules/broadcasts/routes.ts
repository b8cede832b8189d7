import type { FastifyInstance } from 'fastify';
import { ADMIN_PERMISSIONS } from '@tarot/contract/admin-rules';
import { createBroadcast, listBroadcasts } from '@tarot/contract/broadcasts';
import { type Guard, guardedRoutes } from '../accounts';
import type { BroadcastService } from './service';

export async function broadcastRoutes(
  app: FastifyInstance,
  { service, guard }: { service: BroadcastService; guard: Guard },
): Promise<void> {
  const admin = guardedRoutes(app, guard.requirePermission(ADMIN_PERMISSIONS.push));
  admin(createBroadcast, (request) => service.create(request.body, request.auth.uid));
  admin(listBroadcasts, () => service.recent());
}
