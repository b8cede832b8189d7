import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

export interface Drain {
  /** Starts draining; resolves once no request has been in flight for a moment, or at `deadline`. */
  start(deadline: number): Promise<void>;
  /** True from `start` on: the readiness probe then fails, so load balancers route elsewhere. */
  isDraining(): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Installed by buildApp; main starts it on SIGTERM or SIGINT. */
    readonly drain: Drain;
  }
}

/** How long no request may be in flight before the server stops listening. */
const QUIET_MS = 250;
const POLL_MS = 25;

/**
 * Shutting down without dropping anything. Closing the listener at once resets every connection
 * that is accepted but whose request is not yet parsed (Node counts it as idle), and a busy
 * server has many. So a stopping server first drains: it keeps answering, every answer asks the
 * client to close its connection (so keep-alive connections end by themselves), and it stops
 * listening only once no request has been in flight for a moment, or at the deadline.
 */
export function installDrain(app: FastifyInstance): Drain {
  let inFlight = 0;
  let draining = false;
  app.server.on('request', (_request, response) => {
    inFlight += 1;
    response.once('close', () => {
      inFlight -= 1;
    });
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });

  const drain: Drain = {
    isDraining: () => draining,
    async start(deadline) {
      draining = true;
      let quietSince = Date.now();
      while (Date.now() < deadline) {
        if (inFlight > 0) quietSince = Date.now();
        else if (Date.now() - quietSince >= QUIET_MS) return;
        await sleep(POLL_MS);
      }
    },
  };
  app.decorate('drain', drain);
  return drain;
}
