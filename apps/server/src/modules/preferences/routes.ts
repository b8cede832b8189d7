import type { FastifyInstance } from 'fastify';
import { getPreferences, updatePreferences } from '@tarot/contract/preferences';
import { guardedRoutes } from '../auth/guarded-routes';
import type { PreferencesService } from './service';

export async function preferencesRoutes(
  app: FastifyInstance,
  { service }: { service: PreferencesService },
): Promise<void> {
  const member = guardedRoutes(app, app.requireLogin);
  member(getPreferences, (request) => service.get(request.auth.uid));
  member(updatePreferences, (request) => service.update(request.auth.uid, request.body));
}
