import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ThirdPartyProvider } from '@tarot/contract/app-config';
import {
  appleCallback,
  finishSignIn,
  listIdentities,
  oauthCallback,
  SIGN_IN_RETURN_PAGE,
  startSignIn,
  unlinkIdentity,
} from '@tarot/contract/identities';
import { type Guard, guardedRoutes } from '../accounts';
import { route } from '../../lib/endpoint-route';
import { requestDevice } from '../../lib/request-device';
import { WEB_BASE } from '../../plugins/web-app';
import type { IdentityService } from './service';
import { SIGN_IN_STATE_LIFETIME_MS } from './sign-in-state';

/** Binds a sign-in to the browser that started it; SameSite=None so Apple's cross-site form_post carries it. */
const COOKIE = 'tarot_sign_in';
const COOKIE_PATH = '/api/auth/oauth';

const cookieOf = (request: FastifyRequest): string | undefined =>
  (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === COOKIE)?.[1];

/**
 * Back from the provider, the browser goes on to our own sign-in page and nowhere else, with
 * what the provider sent; that page hands it to `finish`. A refusal or a cancelled sign-in
 * arrives without a code, and the page says so.
 */
const toSignInPage = (
  reply: FastifyReply,
  provider: ThirdPartyProvider,
  { code, state, user }: { code?: string | undefined; state?: string | undefined; user?: string | undefined },
  status: 302 | 303,
) => {
  const query = new URLSearchParams({
    provider,
    ...(code && state ? { code, state, ...(user ? { user } : {}) } : { error: 'cancelled' }),
  });
  return reply.redirect(`${WEB_BASE}#${SIGN_IN_RETURN_PAGE}?${query}`, status);
};

export const identityRoutes: FastifyPluginAsyncZod<{ service: IdentityService; guard: Guard }> = async (
  app,
  { service, guard },
) => {
  // Apple comes back as an HTML form post; only these routes read that body type.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  route(
    app,
    startSignIn,
    async (request, reply) => {
      const secure = request.protocol === 'https';
      const started = await service.start(request.params.provider, request.body, {
        uid: request.auth?.uid,
        device: requestDevice(request),
        secure,
      });
      if (started.cookie) {
        const maxAge = SIGN_IN_STATE_LIFETIME_MS / 1000;
        reply.header(
          'set-cookie',
          `${COOKIE}=${started.cookie}; Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=None`,
        );
      }
      return { url: started.url };
    },
    { onRequest: guard.optionalLogin },
  );

  route(
    app,
    finishSignIn,
    async (request, reply) => {
      const cookie = cookieOf(request);
      if (cookie)
        reply.header('set-cookie', `${COOKIE}=; Path=${COOKIE_PATH}; Max-Age=0; HttpOnly; Secure; SameSite=None`);
      return service.finish(request.params.provider, request.body, {
        uid: request.auth?.uid,
        device: requestDevice(request),
        cookie,
      });
    },
    { onRequest: guard.optionalLogin },
  );

  route(app, oauthCallback, async (request, reply) => toSignInPage(reply, request.params.provider, request.query, 302));

  // 303: the browser follows Apple's POST with a GET of our page.
  route(app, appleCallback, async (request, reply) => toSignInPage(reply, 'apple', request.body, 303));

  const member = guardedRoutes(app, guard.requireLogin);

  member(listIdentities, async (request) => ({ identities: await service.list(request.auth.uid) }));

  member(unlinkIdentity, async (request) => {
    await service.unlink(request.auth.uid, request.params.provider);
    return { ok: true as const };
  });
};
