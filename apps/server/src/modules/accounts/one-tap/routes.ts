import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginByOneTap } from '@tarot/contract/one-tap';
import { AppError } from '../../../errors';
import { route } from '../../../lib/endpoint-route';
import { requestDevice } from '../../../lib/request-device';
import type { OneTapVerifier } from '../../../providers/one-tap/one-tap';
import type { AuthService } from '../auth/service';

/**
 * One-click phone login (decision 0024): the vendor names the phone's own number, which then
 * signs in or registers exactly as a number proven by an SMS code does.
 */
export const oneTapRoutes: FastifyPluginAsyncZod<{ verifier: OneTapVerifier | undefined; auth: AuthService }> = async (
  app,
  { verifier, auth },
) => {
  route(app, loginByOneTap, async (request) => {
    if (!verifier) throw new AppError('LOGIN_METHOD_NOT_OFFERED');
    const mobile = await verifier.mobileFor(request.body.token);
    return auth.signInByMobile(mobile, request.body.inviteCode, requestDevice(request));
  });
};
