import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@tarot/contract/errors';
import { updatePreferencesBody, userPreferences } from '@tarot/contract/preferences';
import type { PreferencesService } from './service';

export const preferencesRoutes: FastifyPluginAsyncZod<{ service: PreferencesService }> = async (app, { service }) => {
  const failures = { 400: errorBody, 401: errorBody, 403: errorBody };
  app.addHook('onRequest', app.requireLogin);

  app.get(
    '/api/user/preferences',
    {
      schema: {
        tags: ['user'],
        summary: 'My account-wide preferences',
        response: { 200: userPreferences, ...failures },
      },
    },
    async (request) => service.get(request.auth!.uid),
  );
  app.put(
    '/api/user/preferences',
    {
      schema: {
        tags: ['user'],
        summary: 'Change my preferences (only the fields sent)',
        body: updatePreferencesBody,
        response: { 200: userPreferences, ...failures },
      },
    },
    async (request) => service.update(request.auth!.uid, request.body),
  );
};
