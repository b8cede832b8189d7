import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SERVER_ERRORS } from '@tarot/contract/errors';

/**
 * A request body must keep coming: no byte for a whole window, or fewer than
 * `minBytesPerSecond` on average over the last window, and the connection is cut. A phone
 * uploading 50 MB at a few hundred KB/s passes; a client trickling a byte every few seconds to
 * hold a socket (and a file descriptor) does not. Headers keep Node's own timeout.
 */
export interface SlowBodyRules {
  readonly windowMs: number;
  readonly minBytesPerSecond: number;
}

export const SLOW_BODY_DEFAULTS: SlowBodyRules = { windowMs: 30_000, minBytesPerSecond: 1024 };

declare module 'fastify' {
  interface FastifyInstance {
    /** Request bodies cut off for stalling or trickling since the server started. */
    readonly slowBodies: { readonly cutOff: () => number };
  }
}

interface Receiving {
  readonly socket: Socket;
  readonly complete: () => boolean;
  /** `socket.bytesRead` at each check, newest last, covering at most one window. */
  readonly samples: { at: number; bytes: number }[];
}

/** How many checks a window holds: the average is taken over the window's oldest sample. */
const CHECKS_PER_WINDOW = 6;

/** Written straight to the socket: the request never reached a handler that could answer. */
const REQUEST_TIMEOUT = (() => {
  const body = JSON.stringify({ code: 'REQUEST_TIMEOUT', message: SERVER_ERRORS.REQUEST_TIMEOUT.message });
  return [
    'HTTP/1.1 408 Request Timeout',
    'Connection: close',
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    '',
    body,
  ].join('\r\n');
})();

export function installSlowBodyGuard(app: FastifyInstance, rules: SlowBodyRules = SLOW_BODY_DEFAULTS): void {
  const receiving = new Set<Receiving>();
  let cutOff = 0;
  app.decorate('slowBodies', { cutOff: () => cutOff });

  const cut = (entry: Receiving) => {
    receiving.delete(entry);
    cutOff += 1;
    const { socket } = entry;
    if (socket.writable) socket.end(REQUEST_TIMEOUT);
    socket.destroySoon();
  };

  const check = () => {
    const now = Date.now();
    for (const entry of receiving) {
      if (entry.complete() || entry.socket.destroyed) {
        receiving.delete(entry);
        continue;
      }
      const { samples } = entry;
      samples.push({ at: now, bytes: entry.socket.bytesRead });
      while (samples.length > 1 && now - samples[1]!.at >= rules.windowMs) samples.shift();
      const oldest = samples[0]!;
      if (now - oldest.at < rules.windowMs) continue;
      // One full window looked at: nothing, or too little, came in it.
      const perSecond = ((entry.socket.bytesRead - oldest.bytes) * 1000) / (now - oldest.at);
      if (perSecond < rules.minBytesPerSecond) cut(entry);
    }
  };
  const timer = setInterval(check, rules.windowMs / CHECKS_PER_WINDOW).unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.addHook('onRequest', async (request) => {
    const { raw } = request;
    // A body still to come (bodiless requests are complete once their headers are parsed); a
    // WebSocket upgrade has none and then lives by its own heartbeats; an injected request
    // (tests, no socket of its own) has it whole.
    if (raw.complete || raw.headers.upgrade || typeof raw.socket?.bytesRead !== 'number') return;
    const entry: Receiving = {
      socket: raw.socket,
      complete: () => raw.complete,
      samples: [{ at: Date.now(), bytes: raw.socket.bytesRead }],
    };
    receiving.add(entry);
    // Listening for the end does not start the body flowing (only a 'data' listener would).
    raw.once('end', () => receiving.delete(entry));
  });
}
