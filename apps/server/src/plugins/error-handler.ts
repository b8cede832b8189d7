import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { SERVER_ERRORS, type ServerErrorCode } from '@tarot/contract/errors';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable';
import { AppError } from '../errors';

/** Fastify's own error codes mapped to the catalogue; anything else unexpected is SYS_ERR. */
const FASTIFY_CODES: Readonly<Record<string, ServerErrorCode>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_PARAM',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_PARAM',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INVALID_PARAM',
  FST_ERR_VALIDATION: 'INVALID_PARAM',
};

/** A contract refinement may name its own catalogue code (`params: { code }`) for a stable answer. */
function issueCode(params: unknown): ServerErrorCode {
  const code = (params as { params?: { code?: unknown } } | undefined)?.params?.code;
  return typeof code === 'string' && Object.hasOwn(SERVER_ERRORS, code) ? (code as ServerErrorCode) : 'INVALID_PARAM';
}

function send(reply: FastifyReply, code: ServerErrorCode, message: string = SERVER_ERRORS[code].message) {
  return reply.status(SERVER_ERRORS[code].status).send({ code, message });
}

/** One normaliser: whatever is thrown, the client gets `{ code, message }` and never a stack. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) return send(reply, error.code, error.message);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const where = first ? `${error.validationContext ?? 'request'}${first.instancePath}` : 'request';
      return send(reply, issueCode(first?.params), `Invalid parameter at ${where}: ${first?.message ?? 'invalid'}`);
    }
    if (error.statusCode === 429) return send(reply, 'RATE_LIMITED');
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return send(reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)), 'SERVICE_UNAVAILABLE');
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) return send(reply, mapped);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, 'INVALID_PARAM', error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 'SYS_ERR');
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, 'NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`),
  );
}
