import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { routerPath } from '../../lib/router-path';
import type { ApiKeyService } from './api-key-service';
import type { ClientAccessService } from './client-access-service';

/** The public calendar API, which also takes API keys. */
const KEYED_GROUP = '/api/v1/';

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Checks every API call against the client access list, and counts calls made with an API key
 * against that key's limits. A root hook, installed right after the general rate limit, so a
 * refused client costs no route's work.
 */
export function installAccessGuard(
  app: FastifyInstance,
  { clients, keys }: { clients: ClientAccessService; keys: ApiKeyService },
): void {
  app.addHook('onRequest', async (request, reply) => {
    // The router's path, not the URL as sent: an encoded or absolute-form URL reaches the
    // same route, and must meet the same rules.
    const path = routerPath(request);
    // Load balancers' probes carry no client headers and must never be refused.
    if (!path.startsWith('/api/') || path.startsWith('/api/health')) return;
    await clients.check(path, {
      clientId: header(request, 'x-client-id'),
      platform: header(request, 'x-client-platform'),
    });
    const secret = header(request, 'x-api-key');
    if (secret === undefined || !path.startsWith(KEYED_GROUP)) return;
    const call = await keys.call(secret);
    if (!call.ok) {
      reply.header('retry-after', String(call.retryAfterSeconds));
      throw new AppError('RATE_LIMITED');
    }
  });
}
