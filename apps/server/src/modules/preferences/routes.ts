import type { FastifyInstance } from 'fastify';
import { getPreferences, updatePreferences } from '@tarot/contract/preferences';
import { type Guard, guardedRoutes } from '../accounts';
import type { PreferencesService } from './service';

export async function preferencesRoutes(
  app: FastifyInstance,
  { service, guard }: { service: PreferencesService; guard: Guard },
): Promise<void> {
  const member = guardedRoutes(app, guard.requireLogin);
  member(getPreferences, (request) => service.get(request.auth.uid));
  member(updatePreferences, (request) => service.update(request.auth.uid, request.body));
}
