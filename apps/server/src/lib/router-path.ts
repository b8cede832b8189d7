import type { FastifyRequest } from 'fastify';

/**
 * The path the router matched, decoded and normalised as it decoded it: the route's pattern
 * with this request's parameters put back (`/api/v1/almanac/:date` → `/api/v1/almanac/2024-01-01`).
 * Whatever form the client wrote (`/api/%761/…`, `/%61pi/…`, or the absolute form
 * `GET http://host/api/v1/…`), every rule that depends on the path sees this one; a request
 * that matched no route is answered 404 whatever it is, and gets its undecoded path.
 */
export function routerPath(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return request.url.split('?', 1)[0]!;
  const params = (request.params ?? {}) as Record<string, string | undefined>;
  return pattern.replace(/:(\w+)|\*$/g, (placeholder, name: string | undefined) => params[name ?? '*'] ?? placeholder);
}
