import type { FastifyInstance } from 'fastify';
import { getPreferences, updatePreferences } from '@tarot/contract/preferences';
import { guardedRoutes } from '../accounts/auth/guarded-routes';
import type { PreferencesService } from './service';
import type { Guard } from '../accounts/auth/guard';

export async function preferencesRoutes(
  app: FastifyInstance,
  { service, guard }: { service: PreferencesService; guard: Guard },
): Promise<void> {
  const member = guardedRoutes(app, guard.requireLogin);
  member(getPreferences, (request) => service.get(request.auth.uid));
  member(updatePreferences, (request) => service.update(request.auth.uid, request.body));
}
