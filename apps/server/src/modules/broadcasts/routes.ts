import type { FastifyInstance } from 'fastify';
import { ADMIN_PERMISSIONS } from '@tarot/contract/admin-rules';
import { createBroadcast, listBroadcasts } from '@tarot/contract/broadcasts';
import { guardedRoutes } from '../accounts/auth/guarded-routes';
import type { BroadcastService } from './service';
import type { Guard } from '../accounts/auth/guard';

export async function broadcastRoutes(
  app: FastifyInstance,
  { service, guard }: { service: BroadcastService; guard: Guard },
): Promise<void> {
  const admin = guardedRoutes(app, guard.requirePermission(ADMIN_PERMISSIONS.push));
  admin(createBroadcast, (request) => service.create(request.body, request.auth.uid));
  admin(listBroadcasts, () => service.recent());
}
