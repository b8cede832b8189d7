import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@tarot/contract/errors';
import { updatePreferencesBody, userPreferences } from '@tarot/contract/preferences';
import { AppError } from '../../errors';
import type { PreferencesRepo } from './repo';

export const preferencesRoutes: FastifyPluginAsyncZod<{ preferences: PreferencesRepo }> = async (
  app,
  { preferences },
) => {
  const failures = { 400: errorBody, 401: errorBody, 403: errorBody };
  app.addHook('onRequest', app.requireLogin);

  // The guard has just found the account; a missing row means it vanished in between.
  const found = <T>(value: T | undefined): T => {
    if (!value) throw new AppError('uni-id-check-token-failed');
    return value;
  };

  app.get(
    '/api/user/preferences',
    {
      schema: {
        tags: ['user'],
        summary: 'My account-wide preferences',
        response: { 200: userPreferences, ...failures },
      },
    },
    async (request) => found(await preferences.get(request.auth!.uid)),
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
    async (request) => {
      const uid = request.auth!.uid;
      if (Object.keys(request.body).length === 0) return found(await preferences.get(uid));
      return found(await preferences.update(uid, request.body));
    },
  );
};
