import { fork } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { printTable, root } from './report';
import { postgresServer, withDatabase } from './postgres';
import { startBenchServerProcess } from './server';

const LOGINS_AT_ONCE = 40;
/** Idle and busy phases alternate, so a change in the machine's other load falls on both alike. */
const ROUNDS = 3;
const PHASE_SECONDS = 4;
/** A steady trickle of health checks: at a fixed rate, latency measures waiting, not the probe's own load. */
const HEALTH_LOAD = { connections: 10, overallRate: 200 } as const;
const PASSWORD = 'tarot2026!';

/** Forty members signing in at once, each account's sign-ins one after another. */
const usernames = Array.from({ length: LOGINS_AT_ONCE }, (_, i) => `bench_reader_${i}`);

async function healthP99(url: string): Promise<number> {
  const result = await autocannon({ url: `${url}/api/health`, ...HEALTH_LOAD, duration: PHASE_SECONDS });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`health: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.latency.p99;
}

/** Registers the members, each from an address of its own (a rate limit would refuse the rest). */
function register(url: string, username: string, index: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${url}/api/auth/register`,
      { method: 'POST', localAddress: `127.1.0.${index + 1}`, headers: { 'content-type': 'application/json' } },
      (incoming) => {
        incoming.resume();
        incoming.on('end', () =>
          incoming.statusCode === 200 ? resolve() : reject(new Error(`register answered ${incoming.statusCode}`)),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(JSON.stringify({ username, nickname: '压测', password: PASSWORD }));
  });
}

/** `/api/health` p99 while the sign-in clients (bench/sign-in-clients.ts) run; answers it and how many sign-ins finished. */
async function healthP99DuringSignIns(url: string): Promise<{ p99: number; signIns: number }> {
  const clients = fork(path.join(root, 'bench/sign-in-clients.ts'), [url, PASSWORD, ...usernames], {
    execArgv: ['--import', 'tsx'],
  });
  const exited = once(clients, 'exit');
  const answer = (key: 'started' | 'finished') =>
    new Promise<Record<string, number>>((resolve, reject) => {
      clients.on('message', (message: Record<string, number>) => key in message && resolve(message));
      void exited.then(([code]) => reject(new Error(`sign-in clients exited with ${code}`)));
    });
  await answer('started');
  const p99 = await healthP99(url);
  const finished = answer('finished');
  clients.send('stop');
  const { finished: signIns } = await finished;
  await exited;
  return { p99, signIns: signIns! };
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One database's run: the median idle and busy p99 of alternating phases. */
async function burstOn(databaseUrl?: string): Promise<{ idleP99: number; busyP99: number; signInsPerSecond: number }> {
  const app = await startBenchServerProcess({ databaseUrl });
  try {
    await Promise.all(usernames.map((username, index) => register(app.url, username, index)));
    const idle: number[] = [];
    const busy: { p99: number; signIns: number }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      idle.push(await healthP99(app.url));
      busy.push(await healthP99DuringSignIns(app.url));
    }
    return {
      idleP99: median(idle),
      busyP99: median(busy.map(({ p99 }) => p99)),
      signInsPerSecond: busy.reduce((sum, { signIns }) => sum + signIns, 0) / (ROUNDS * PHASE_SECONDS),
    };
  } finally {
    await app.close();
  }
}

/**
 * `/api/health` p99 while sign-ins keep argon2 busy, beside its p99 idle (budget: ≤ 3 × idle),
 * on the embedded database and, when one answers, on PostgreSQL. The server runs in a process
 * of its own, so the load generator's work is not counted as the server's latency.
 */
export async function benchLoginBurst(): Promise<void> {
  const postgres = await postgresServer();
  const runs: [string, Awaited<ReturnType<typeof burstOn>>][] = [['embedded', await burstOn()]];
  if (postgres) runs.push(['PostgreSQL', await withDatabase(postgres, (url) => burstOn(url))]);
  else console.log('Login burst: no PostgreSQL reachable (TEST_DATABASE_URL or 127.0.0.1:5432), embedded only');
  printTable(
    `Login burst: GET /api/health at ${HEALTH_LOAD.overallRate} req/s, median p99 of ${ROUNDS} alternating ${PHASE_SECONDS} s phases`,
    ['database', 'idle p99 ms', `${LOGINS_AT_ONCE} logins at once: p99 ms`, 'logins/s', 'vs idle (budget 3)'],
    runs.map(([database, { idleP99, busyP99, signInsPerSecond }]) => [
      database,
      idleP99,
      busyP99,
      signInsPerSecond.toFixed(0),
      (busyP99 / idleP99).toFixed(2),
    ]),
  );
}
