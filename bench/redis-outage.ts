import autocannon from 'autocannon';
import { startOwnRedis } from '../apps/server/test/own-redis';
import { printTable } from './report';
import { startBenchServerProcess } from './server';

const CONNECTIONS = 50;
const SECONDS = 4;
/** Ordinary reads: each passes the rate limit, counted in Redis while it answers. */
const READS = ['/api/articles', '/api/app-config'] as const;

async function readP99(url: string): Promise<{ p99: number; rps: number }> {
  let next = 0;
  const result = await autocannon({
    url: `${url}${READS[0]}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ setupRequest: (request) => ({ ...request, path: READS[(next += 1) % READS.length] }) }],
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`reads: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { p99: result.latency.p99, rps: result.requests.average };
}

/**
 * Reads under 50 connections with Redis answering, killed, and hung (SIGSTOP) — a redis-server
 * of the bench's own, never the shared one. The breaker (docs/decisions/0028) should keep the
 * p99 of the last two near the first; before it, requests took 6–9 s each with Redis gone.
 */
export async function benchRedisOutage(): Promise<void> {
  const redis = await startOwnRedis();
  const app = await startBenchServerProcess({ redisUrl: redis.url });
  try {
    const up = await readP99(app.url);
    redis.freeze();
    const hung = await readP99(app.url);
    redis.thaw();
    await redis.kill();
    const gone = await readP99(app.url);
    printTable(
      `Redis outage: GET ${READS.join(' and ')} at ${CONNECTIONS} connections, ${SECONDS} s each (budget: p99 with Redis gone ≤ 2 × up)`,
      ['Redis', 'p99 ms', 'req/s'],
      [
        ['answering', up.p99, up.rps.toFixed(0)],
        ['hung (SIGSTOP)', hung.p99, hung.rps.toFixed(0)],
        ['gone (SIGKILL)', gone.p99, gone.rps.toFixed(0)],
      ],
    );
  } finally {
    await app.close();
    await redis.kill();
  }
}
