import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listPasskeys,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  registerPasskey,
  removePasskey,
  signInWithPasskey,
} from '@tarot/contract/passkeys';
import { guardedRoutes } from '../auth/guarded-routes';
import { route } from '../../../lib/endpoint-route';
import { requestDevice } from '../../../lib/request-device';
import type { PasskeyService } from './service';
import type { Guard } from '../auth/guard';

export const passkeyRoutes: FastifyPluginAsyncZod<{ service: PasskeyService; guard: Guard }> = async (
  app,
  { service, guard },
) => {
  const member = guardedRoutes(app, guard.requireLogin);

  member(passkeyRegistrationOptions, async (request) => service.registrationOptions(request.auth.uid));
  member(registerPasskey, async (request) => service.register(request.auth.uid, request.body));
  route(app, passkeySignInOptions, async () => service.signInOptions());
  route(app, signInWithPasskey, async (request) => service.signIn(request.body, requestDevice(request)));
  member(listPasskeys, async (request) => ({ items: await service.list(request.auth.uid) }));
  member(removePasskey, async (request) => {
    await service.remove(request.auth.uid, request.params.id);
    return { ok: true as const };
  });
};
