import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { z } from 'zod';
import { errorBody } from '@tarot/contract/errors';
import type { DatabaseHandle } from '../db/client';
import { AppError } from '../errors';
import type { RedisLink } from '../providers/redis/link';

export interface MetricsOptions {
  /** The bearer token Prometheus must send; without one the route does not exist. */
  readonly token: string;
  readonly database: DatabaseHandle;
  /** With REDIS_URL: the breaker's counts. */
  readonly redis?: RedisLink | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** With METRICS_TOKEN: the registry /metrics shows, where modules add their own counts. */
    readonly metrics?: Registry;
  }
}

/** Labels every request is counted under: the route's pattern, never its URL, so their number stays bounded. */
const LABELS = ['method', 'route', 'status_class'] as const;

const BEARER = /^bearer\s+(\S+)\s*$/i;
const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Prometheus metrics at `GET /metrics` for a scraper holding `METRICS_TOKEN`: requests and their
 * latency per route, the process's own (CPU, memory, event loop, GC), the PostgreSQL pool and Redis.
 * Each app has its own registry, so several apps in one process (the tests) never share counts.
 */
export function registerMetrics(app: FastifyInstance, { token, database, redis }: MetricsOptions): void {
  const registry = new Registry();
  app.decorate('metrics', registry);
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames: LABELS,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to answering it, by method, route pattern and status class',
    labelNames: LABELS,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  registerPoolGauges(registry, database);
  if (redis) registerRedisMetrics(registry, redis);

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      // Requests that match no route (scans) share one label instead of one per URL.
      route: request.routeOptions.url ?? 'unmatched',
      status_class: `${Math.floor(reply.statusCode / 100)}xx`,
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  const expected = digest(token);
  // Comparing digests takes the same time whatever the guess, and works for any length.
  const authorised = (request: FastifyRequest) =>
    timingSafeEqual(digest(request.headers.authorization?.match(BEARER)?.[1] ?? ''), expected);

  app.get(
    '/metrics',
    {
      schema: {
        tags: ['system'],
        summary: 'Prometheus metrics (Authorization: Bearer METRICS_TOKEN)',
        response: { 200: z.string().describe('Prometheus text exposition format'), 401: errorBody },
      },
    },
    async (request, reply) => {
      if (!authorised(request)) throw new AppError('AUTH_FAILED');
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
}

/** The pg pool's connections, read at each scrape; the embedded database has no pool. */
function registerPoolGauges(registry: Registry, { poolStats }: DatabaseHandle): void {
  if (!poolStats) return;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Connections the PostgreSQL pool holds open, by state (open = all of them, idle = free)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const { total, idle } = poolStats();
      this.set({ state: 'open' }, total);
      this.set({ state: 'idle' }, idle);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_queries',
    help: 'Queries waiting for a free connection of the PostgreSQL pool',
    registers: [registry],
    collect() {
      this.set(poolStats().waiting);
    },
  });
}

/** Whether Redis answers, and how the breaker spared requests the wait while it did not. */
function registerRedisMetrics(registry: Registry, redis: RedisLink): void {
  new Gauge({
    name: 'redis_up',
    help: 'Whether every Redis connection is ready (0: rate limits pass uncounted, lockouts answer 503)',
    registers: [registry],
    collect() {
      this.set(redis.up() ? 1 : 0);
    },
  });
  new Counter({
    name: 'redis_commands_failed_total',
    help: 'Redis commands that failed, by how: refused at once while the connection was down, or timed out',
    labelNames: ['how'],
    registers: [registry],
    // The link keeps the counts; each scrape copies them.
    collect() {
      this.reset();
      this.inc({ how: 'refused' }, redis.tally.refused);
      this.inc({ how: 'timed_out' }, redis.tally.timedOut);
    },
  });
}
