import type { FastifyBaseLogger } from 'fastify';

/**
 * How an error on a push socket is logged. A client breaking the WebSocket rules (an oversized
 * frame, a bad opcode or close code: `ws`'s `WS_ERR_*`) is the client's doing and costs one
 * warning line without a stack; anything else is ours to look into.
 */
export function logSocketError(error: Error, log: FastifyBaseLogger, address: string): void {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('WS_ERR_')) {
    log.warn({ code, reason: error.message, address }, 'push client broke the WebSocket protocol');
  } else {
    log.error({ err: error }, 'push socket failed');
  }
}
