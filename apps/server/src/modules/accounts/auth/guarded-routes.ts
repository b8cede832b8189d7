import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AnyEndpoint } from '@tarot/contract/endpoint';
import { AppError } from '../../../errors';
import { route, type EndpointHandler, type EndpointRequest, type RouteOptions } from '../../../lib/endpoint-route';
import type { AuthContext, LoginGuard } from './guard';

/** A request that passed a login guard: its `auth` is there. */
export type SignedInRequest<E extends AnyEndpoint> = Omit<EndpointRequest<E>, 'auth'> & {
  readonly auth: AuthContext;
};

export type SignedInHandler<E extends AnyEndpoint> = (
  request: SignedInRequest<E>,
  reply: FastifyReply,
) => ReturnType<EndpointHandler<E>>;

/**
 * Registers a module's routes behind one login guard, which every route then runs before its
 * handler; the handlers read `request.auth` as set, with no `!` to keep in step with the hook.
 */
export function guardedRoutes(app: FastifyInstance, guard: LoginGuard) {
  return <E extends AnyEndpoint>(
    endpoint: E,
    handler: SignedInHandler<E>,
    options: Omit<RouteOptions, 'onRequest'> = {},
  ): void =>
    route(app, endpoint, (request, reply) => handler(signedIn(request), reply), { ...options, onRequest: guard });
}

/** The narrowing itself: the guard has run, so a missing `auth` is the guard's own bug. */
function signedIn<E extends AnyEndpoint>(request: EndpointRequest<E>): SignedInRequest<E> {
  if (!request.auth) throw new AppError('uni-id-check-token-failed');
  return request as SignedInRequest<E>;
}
