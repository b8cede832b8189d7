import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors';
import type { UserRepo } from '../users/repo';
import { RENEW_WITHIN_SECONDS, type TokenClaims, type TokenService } from './tokens';
import { requestToken } from '../../lib/request-token';

export interface AuthContext {
  readonly uid: string;
  readonly role: readonly string[];
  readonly permission: readonly string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `requireLogin`. */
    auth: AuthContext | null;
  }
}

/**
 * Checks the token on routes that ask for it: signature and expiry (tokens.ts), then that
 * the account is still open and the token not revoked. Near expiry the response carries a
 * renewed token in `New-Token` / `New-Token-Expired` (ms), which the client stores.
 */
export const authGuard = fp<{ tokens: TokenService; users: UserRepo }>(
  async (app: FastifyInstance, { tokens, users }) => {
    app.decorateRequest('auth', null);

    const authenticate = async (
      request: FastifyRequest,
      reply: FastifyReply,
      { allowBanned = false } = {},
    ): Promise<TokenClaims> => {
      const token = requestToken(request);
      if (!token) throw new AppError('uni-id-check-token-failed');
      const claims = await tokens.verify(token);
      const user = await users.findById(claims.uid);
      if (!user || user.tokenVersion !== claims.ver) throw new AppError('uni-id-check-token-failed');
      if (user.status === 'banned' && !allowBanned) throw new AppError('uni-id-account-banned');
      if (user.status === 'closed') throw new AppError('uni-id-account-closed');
      request.auth = { uid: user.id, role: user.role, permission: user.permission };
      if (claims.exp - Date.now() / 1000 < RENEW_WITHIN_SECONDS) {
        const renewed = await tokens.issue({
          uid: user.id,
          role: user.role,
          permission: user.permission,
          ver: user.tokenVersion,
        });
        reply.header('New-Token', renewed.token).header('New-Token-Expired', String(renewed.tokenExpired));
      }
      return claims;
    };

    app.decorate('requireLogin', async (request: FastifyRequest, reply: FastifyReply) => {
      await authenticate(request, reply);
    });
    // For routes open to visitors that do more for members: a token, when sent, must be valid.
    app.decorate('optionalLogin', async (request: FastifyRequest, reply: FastifyReply) => {
      if (requestToken(request)) await authenticate(request, reply);
    });
    // Feedback is where a banned member can ask why and be answered: only these let a ban through.
    app.decorate('requireLoginForAppeal', async (request: FastifyRequest, reply: FastifyReply) => {
      await authenticate(request, reply, { allowBanned: true });
    });
    app.decorate('optionalLoginForAppeal', async (request: FastifyRequest, reply: FastifyReply) => {
      if (requestToken(request)) await authenticate(request, reply, { allowBanned: true });
    });
    app.decorate('requirePermission', (permission: string) => async (request: FastifyRequest, reply: FastifyReply) => {
      await authenticate(request, reply);
      const auth = request.auth!;
      if (!auth.role.includes('admin') && !auth.permission.includes(permission))
        throw new AppError('uni-id-permission-error');
    });
  },
);

declare module 'fastify' {
  interface FastifyInstance {
    requireLogin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    optionalLogin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireLoginForAppeal: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    optionalLoginForAppeal: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requirePermission: (permission: string) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}
