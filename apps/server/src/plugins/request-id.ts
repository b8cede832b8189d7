import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const HEADER = 'x-request-id';
/** Short and plain: an id a proxy sent is logged and echoed, so it must not smuggle anything in. */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The id pino logs as `reqId` on every line of a request. A caller's (or the proxy's) own
 * `X-Request-Id` is kept when it is a short safe token, so one id follows a request across
 * services; anything else is replaced by a fresh UUID.
 */
export function requestId(request: IncomingMessage): string {
  const sent = request.headers[HEADER];
  return typeof sent === 'string' && SAFE_ID.test(sent) ? sent : randomUUID();
}

/** Every answer, errors and 404s included, names the id its log lines carry. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(HEADER, request.id);
  });
}
