import type { FastifyRequest } from 'fastify';

/** RFC 9110: the scheme name is case-insensitive (`Bearer`, `bearer`, `BEARER`). */
const BEARER = /^bearer\s+(\S+)\s*$/i;

/** The login token a request carries: the standard header, else uni-app's own `uni-id-token`. */
export function requestToken(request: FastifyRequest): string | null {
  const bearer = request.headers.authorization?.match(BEARER)?.[1];
  if (bearer) return bearer;
  const own = request.headers['uni-id-token'];
  return typeof own === 'string' && own ? own : null;
}
