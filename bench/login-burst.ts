import { request } from 'node:http';
import autocannon from 'autocannon';
import { printTable } from './report';
import { postgresServer, withDatabase } from './postgres';
import { startBenchServerProcess } from './server';

const LOGINS_AT_ONCE = 40;
/** Idle and busy phases alternate, so a change in the machine's other load falls on both alike. */
const ROUNDS = 3;
const PHASE_SECONDS = 4;
/** A steady trickle of health checks: at a fixed rate, latency measures waiting, not the probe's own load. */
const HEALTH_LOAD = { connections: 10, overallRate: 200 } as const;
const PASSWORD = 'tarot2026!';

/**
 * Forty members signing in at once, each request from an address of its own (the whole of
 * 127.0.0.0/8 reaches the server), as many people would: one account's sign-ins beyond the
 * sixth at once, or one address's beyond the login rate limit, are refused without hashing.
 */
const usernames = Array.from({ length: LOGINS_AT_ONCE }, (_, i) => `bench_reader_${i}`);
let addressesUsed = 0;
const nextAddress = () => {
  addressesUsed += 1;
  return `127.1.${Math.floor(addressesUsed / 250)}.${(addressesUsed % 250) + 1}`;
};

async function healthP99(url: string): Promise<number> {
  const result = await autocannon({ url: `${url}/api/health`, ...HEALTH_LOAD, duration: PHASE_SECONDS });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`health: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.latency.p99;
}

/** POSTs JSON from `localAddress`; answers the status once the whole answer has arrived. */
function post(url: string, body: object, localAddress: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json' } },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (text += chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, text }));
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(JSON.stringify(body));
  });
}

async function expectOk(what: string, answer: Promise<{ status: number; text: string }>): Promise<void> {
  const { status, text } = await answer;
  // Anything but success (a lock, a rate limit) would skip the argon2 work this bench is about.
  if (status !== 200) throw new Error(`${what} answered ${status}: ${text}`);
}

/** Keeps one right-password sign-in per member in flight until `signal` aborts; answers how many finished. */
async function signInsUntil(url: string, signal: AbortSignal): Promise<number> {
  let finished = 0;
  await Promise.all(
    usernames.map(async (account) => {
      while (!signal.aborted) {
        await expectOk('login', post(`${url}/api/auth/login`, { account, password: PASSWORD }, nextAddress()));
        finished += 1;
      }
    }),
  );
  return finished;
}

/** `/api/health` p99 while sign-ins run, in one phase; answers it and how many sign-ins finished. */
async function healthP99DuringSignIns(url: string): Promise<{ p99: number; signIns: number }> {
  const stop = new AbortController();
  const signIns = signInsUntil(url, stop.signal);
  const p99 = await healthP99(url).finally(() => stop.abort());
  return { p99, signIns: await signIns };
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One database's run: the median idle and busy p99 of alternating phases. */
async function burstOn(databaseUrl?: string): Promise<{ idleP99: number; busyP99: number; signInsPerSecond: number }> {
  const app = await startBenchServerProcess({ databaseUrl });
  try {
    for (const username of usernames) {
      const account = { username, nickname: '压测', password: PASSWORD };
      await expectOk('register', post(`${app.url}/api/auth/register`, account, nextAddress()));
    }
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
