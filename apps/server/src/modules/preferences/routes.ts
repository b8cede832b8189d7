import type { FastifyInstance } from 'fastify';
import { getPreferences, updatePreferences } from '@tarot/contract/preferences';
import { route } from '../../lib/endpoint-route';
import type { PreferencesService } from './service';

export async function preferencesRoutes(
  app: FastifyInstance,
  { service }: { service: PreferencesService },
): Promise<void> {
  const onRequest = app.requireLogin;
  route(app, getPreferences, (request) => service.get(request.auth!.uid), { onRequest });
  route(app, updatePreferences, (request) => service.update(request.auth!.uid, request.body), { onRequest });
}
