import { startBenchServer } from './server';

/**
 * The bench server alone in its process: a load generator sharing the server's event loop
 * would measure its own work as the server's latency.
 */
const server = await startBenchServer({
  seeded: process.env.BENCH_SEEDED === '1',
  databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
  dataDir: process.env.BENCH_DATA_DIR || undefined,
  redisUrl: process.env.BENCH_REDIS_URL || undefined,
});
process.stdout.write(`listening ${server.url}\n`);
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
