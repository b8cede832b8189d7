import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../errors';
import type { SessionService } from '../sessions/service';
import type { UserRepo } from '../users/repo';
import { RENEW_WITHIN_SECONDS, type TokenService } from './tokens';
import { requestToken } from '../../../lib/request-token';

export interface AuthContext {
  readonly uid: string;
  readonly role: readonly string[];
  readonly permission: readonly string[];
  /** The session (device) the token belongs to. */
  readonly sessionId: string;
}

declare const signsIn: unique symbol;

/**
 * A hook that either sets `request.auth` or refuses the request. Only the guard makes these
 * (`requireLogin`, `requireLoginForAppeal`, `requirePermission`), so an optional login — which
 * lets visitors through with no `auth` — cannot stand in for one.
 */
export type LoginGuard = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & {
  readonly [signsIn]: true;
};

/** Marks a hook that sets `request.auth` or throws as a login guard. */
export function loginGuard(hook: (request: FastifyRequest, reply: FastifyReply) => Promise<void>): LoginGuard {
  return hook as LoginGuard;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the guard's login hooks (null for a visitor). */
    auth: AuthContext | null;
  }
}

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The hooks a route puts before its handler to know who is asking; modules receive it from accounts. */
export interface Guard {
  readonly requireLogin: LoginGuard;
  /** For routes open to visitors that do more for members: a token, when sent, must be valid. */
  readonly optionalLogin: Hook;
  /** Feedback is where a banned member can ask why and be answered: only these let a ban through. */
  readonly requireLoginForAppeal: LoginGuard;
  readonly optionalLoginForAppeal: Hook;
  /** A signed-in administrator, or a member granted `permission`. */
  requirePermission(permission: string): LoginGuard;
}

/**
 * Checks the token on routes that ask for it: signature and expiry (tokens.ts), then that
 * the account is still open, the token not revoked and its session (device) not signed out.
 * Near expiry the response carries a renewed token of the same session in `New-Token` /
 * `New-Token-Expired` (ms), which the client stores.
 */
export function createGuard({
  tokens,
  users,
  sessions,
}: {
  tokens: TokenService;
  users: UserRepo;
  sessions: SessionService;
}): Guard {
  const authenticate = async (
    request: FastifyRequest,
    reply: FastifyReply,
    { allowBanned = false } = {},
  ): Promise<AuthContext> => {
    const token = requestToken(request);
    if (!token) throw new AppError('uni-id-check-token-failed');
    const claims = await tokens.verify(token);
    const [user, live] = await Promise.all([users.findById(claims.uid), sessions.isLive(claims)]);
    if (!user || user.tokenVersion !== claims.ver || !live) throw new AppError('uni-id-check-token-failed');
    if (user.status === 'banned' && !allowBanned) throw new AppError('uni-id-account-banned');
    if (user.status === 'closed') throw new AppError('uni-id-account-closed');
    const auth = { uid: user.id, role: user.role, permission: user.permission, sessionId: claims.sid };
    request.auth = auth;
    if (claims.exp - Date.now() / 1000 < RENEW_WITHIN_SECONDS) {
      const renewed = await sessions.renew(user, claims.sid);
      reply.header('New-Token', renewed.token).header('New-Token-Expired', String(renewed.tokenExpired));
    }
    return auth;
  };

  return {
    requireLogin: loginGuard(async (request, reply) => {
      await authenticate(request, reply);
    }),
    optionalLogin: async (request, reply) => {
      if (requestToken(request)) await authenticate(request, reply);
    },
    requireLoginForAppeal: loginGuard(async (request, reply) => {
      await authenticate(request, reply, { allowBanned: true });
    }),
    optionalLoginForAppeal: async (request, reply) => {
      if (requestToken(request)) await authenticate(request, reply, { allowBanned: true });
    },
    requirePermission: (permission) =>
      loginGuard(async (request, reply) => {
        const auth = await authenticate(request, reply);
        if (!auth.role.includes('admin') && !auth.permission.includes(permission))
          throw new AppError('uni-id-permission-error');
      }),
  };
}
