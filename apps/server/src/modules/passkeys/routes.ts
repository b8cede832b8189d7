import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse, sessionResponse } from '@tarot/contract/auth';
import { errorBody } from '@tarot/contract/errors';
import {
  passkeyIdParams,
  passkeyInfo,
  passkeyList,
  passkeyOptions,
  passkeySignInBody,
  registerPasskeyBody,
} from '@tarot/contract/passkeys';
import type { PasskeyService } from './service';

export const passkeyRoutes: FastifyPluginAsyncZod<{ service: PasskeyService }> = async (app, { service }) => {
  const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
  const member = { onRequest: app.requireLogin };

  app.post(
    '/api/passkeys/register/options',
    {
      ...member,
      schema: {
        tags: ['passkeys'],
        summary: 'Start registering this device (fingerprint or face unlock)',
        response: { 200: passkeyOptions, ...failures },
      },
    },
    async (request) => service.registrationOptions(request.auth!.uid),
  );
  app.post(
    '/api/passkeys/register/verify',
    {
      ...member,
      schema: {
        tags: ['passkeys'],
        summary: 'Finish registering: store the verified passkey',
        body: registerPasskeyBody,
        response: { 200: passkeyInfo, ...failures },
      },
    },
    async (request) => service.register(request.auth!.uid, request.body),
  );
  app.post(
    '/api/passkeys/login/options',
    {
      schema: {
        tags: ['passkeys'],
        summary: 'Start signing in with a passkey',
        response: { 200: passkeyOptions, ...failures },
      },
    },
    async () => service.signInOptions(),
  );
  app.post(
    '/api/passkeys/login/verify',
    {
      schema: {
        tags: ['passkeys'],
        summary: 'Finish signing in with a passkey: a normal session',
        body: passkeySignInBody,
        response: { 200: sessionResponse, ...failures },
      },
    },
    async (request) => service.signIn(request.body),
  );
  app.get(
    '/api/passkeys',
    {
      ...member,
      schema: { tags: ['passkeys'], summary: 'My passkeys', response: { 200: passkeyList, ...failures } },
    },
    async (request) => ({ items: await service.list(request.auth!.uid) }),
  );
  app.delete(
    '/api/passkeys/:id',
    {
      ...member,
      schema: {
        tags: ['passkeys'],
        summary: 'Remove one of my passkeys',
        params: passkeyIdParams,
        response: { 200: okResponse, ...failures },
      },
    },
    async (request) => {
      await service.remove(request.auth!.uid, request.params.id);
      return { ok: true as const };
    },
  );
};
