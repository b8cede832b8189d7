import autocannon from 'autocannon';
import Fastify from 'fastify';
import { printTable } from './report';
import { startBenchServer } from './server';

const CONNECTIONS = 50;
const DURATION_SECONDS = 8;

async function load(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** The app's routes beside a bare Fastify route, on this machine, one after the other (budget: ≥ 5,000 req/s, p99 ≤ 20 ms for cached reads). */
export async function benchApi(): Promise<void> {
  const app = await startBenchServer();
  const appUrl = app.url;

  const bare = Fastify({ logger: false });
  bare.get('/bare', () => ({ status: 'ok' }));
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

  try {
    const baseline = await load(`${bareUrl}/bare`);
    const health = await load(`${appUrl}/api/health`);
    // Cached reads: the same day and chart again and again, as a busy public API sees them.
    const almanacDay = await load(`${appUrl}/api/v1/almanac/2026-11-22`);
    const bazi = await load(`${appUrl}/api/v1/bazi?date=1990-05-17&time=08:05&gender=male`);
    const ratio = (rps: number) => (rps / baseline.rps).toFixed(2);
    printTable(
      `HTTP, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each`,
      ['route', 'req/s', 'p99 ms', 'req/s vs bare'],
      [
        ['bare Fastify GET /bare', baseline.rps.toFixed(0), baseline.p99, '1.00'],
        ['GET /api/health (1 DB query)', health.rps.toFixed(0), health.p99, ratio(health.rps)],
        ['GET /api/v1/almanac/:date (cached)', almanacDay.rps.toFixed(0), almanacDay.p99, ratio(almanacDay.rps)],
        ['GET /api/v1/bazi (cached)', bazi.rps.toFixed(0), bazi.p99, ratio(bazi.rps)],
      ],
    );
  } finally {
    await Promise.all([app.close(), bare.close()]);
  }
}
