import autocannon from 'autocannon';
import { MAX_YEAR, MIN_YEAR } from '../packages/core/src/calendar/format';
import { almanacPath, randomAlmanacPaths } from './almanac-paths';
import { printTable, spread } from './report';
import { startBenchServerProcess } from './server';

const CONNECTIONS = 50;
const SECONDS = 5;
const WARM_UP_SECONDS = 2;
const ROUNDS = 3;

interface Load {
  readonly name: string;
  /** DESIGN.md's budget for the route, as the table prints it. */
  readonly budget: string;
  readonly path: string;
  /** Varies the path per request; `path` is then only the first. */
  readonly nextPath?: () => string;
  /** Asked once each before the timed warm-up, to fill caches a few seconds would not. */
  readonly warmUpPaths?: readonly string[];
  /** Also compared with the bare route sending this load's own answer (one fixed path only). */
  readonly sameBody?: boolean;
}

interface Figures {
  readonly rps: number;
  readonly p99: number;
}

/** One round of a load: its figures and the bare route's, measured just before. */
interface Round {
  readonly figures: Figures;
  readonly bare: Figures;
  /** The bare route sending the load's own answer, when the load asks for that comparison. */
  readonly bareSameBody?: Figures;
}

async function load(
  url: string,
  { path, nextPath }: Pick<Load, 'path' | 'nextPath'>,
  run: { duration: number } | { amount: number },
): Promise<Figures> {
  const result = await autocannon({
    url: `${url}${path}`,
    connections: CONNECTIONS,
    ...run,
    ...(nextPath && { requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }] }),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** The 15th of every month of the range: fills core's year and month caches, as days asked over time would. */
const everyMonthPaths = Array.from({ length: MAX_YEAR - MIN_YEAR + 1 }, (_, year) =>
  Array.from({ length: 12 }, (_, month) => almanacPath([MIN_YEAR + year, month + 1, 15])),
).flat();

/** Asks each of `paths` once. */
async function askAll(url: string, paths: readonly string[]): Promise<void> {
  let next = 0;
  await load(url, { path: paths[0]!, nextPath: () => paths[next++ % paths.length]! }, { amount: paths.length });
}

const LOADS: readonly Load[] = [
  { name: 'GET /api/health (1 DB query)', budget: '', path: '/api/health' },
  // Cached reads: the same day and chart again and again, as a busy public API sees them.
  {
    name: 'GET /api/v1/almanac/:date (cached)',
    budget: '≥ 0.5 × bare (same body), p99 ≤ 20',
    path: '/api/v1/almanac/2026-11-22',
    sameBody: true,
  },
  {
    name: 'GET /api/v1/bazi (cached)',
    budget: '≥ 0.5 × bare (same body), p99 ≤ 20',
    path: '/api/v1/bazi?date=1990-05-17&time=08:05&gender=male',
    sameBody: true,
  },
  // Mostly days never asked before, core's caches warm: computed once, then kept by the server.
  {
    name: 'GET /api/v1/almanac/:date, random days',
    budget: '≥ 1,000 req/s, p99 ≤ 50',
    path: '/api/v1/almanac/2026-11-22',
    nextPath: randomAlmanacPaths(),
    warmUpPaths: everyMonthPaths,
  },
];

/** Puts the app's answer to `path` on the bare server's `/bare/body`. */
async function copyAnswer(appUrl: string, bareUrl: string, path: string): Promise<void> {
  const answer = await fetch(`${appUrl}${path}`);
  if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
  const put = await fetch(`${bareUrl}/bare/body`, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream' },
    body: Buffer.from(await answer.arrayBuffer()),
  });
  if (!put.ok) throw new Error(`bare body: ${put.status}`);
}

const whole = (value: number) => value.toFixed(0);
const ratio = (value: number) => value.toFixed(2);

/**
 * The app's routes beside a bare Fastify route, each server in a process of its own. Every
 * load is warmed up first, then measured in rounds; each round measures the bare route again
 * just before the app's, so every ratio compares figures taken under the same machine load.
 */
export async function benchApi(): Promise<void> {
  const [app, bare] = await Promise.all([
    startBenchServerProcess(),
    startBenchServerProcess({ script: 'bench/bare-serve.ts' }),
  ]);
  const bareLoad: Load = { name: 'bare Fastify GET /bare', budget: '', path: '/bare' };
  try {
    await load(bare.url, bareLoad, { duration: WARM_UP_SECONDS });
    for (const each of LOADS) {
      if (each.warmUpPaths) await askAll(app.url, each.warmUpPaths);
      await load(app.url, each, { duration: WARM_UP_SECONDS });
    }
    const rounds = new Map<Load, Round[]>(LOADS.map((each) => [each, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const each of LOADS) {
        const reference = await load(bare.url, bareLoad, { duration: SECONDS });
        let bareSameBody: Figures | undefined;
        if (each.sameBody) {
          await copyAnswer(app.url, bare.url, each.path);
          bareSameBody = await load(bare.url, { path: '/bare/body' }, { duration: SECONDS });
        }
        const figures = await load(app.url, each, { duration: SECONDS });
        rounds.get(each)!.push({ figures, bare: reference, ...(bareSameBody && { bareSameBody }) });
      }
    }
    printTable(
      `HTTP, ${CONNECTIONS} connections, ${SECONDS} s a load after ${WARM_UP_SECONDS} s of warm-up; ` +
        `min / median / max of ${ROUNDS} rounds, each beside the bare route measured just before it ` +
        `(a 15-byte answer, and for cached reads also the app's own answer: "same body")`,
      ['route', 'req/s', 'p99 ms', 'bare req/s', 'bare p99 ms', 'req/s ÷ bare', 'req/s ÷ bare, same body', 'budget'],
      LOADS.map((each) => {
        const measured = rounds.get(each)!;
        const column = (pick: (round: Round) => number, format?: (value: number) => string) =>
          spread(measured.map(pick), format);
        return [
          each.name,
          column((r) => r.figures.rps, whole),
          column((r) => r.figures.p99),
          column((r) => r.bare.rps, whole),
          column((r) => r.bare.p99),
          column((r) => r.figures.rps / r.bare.rps, ratio),
          each.sameBody ? column((r) => r.figures.rps / r.bareSameBody!.rps, ratio) : '',
          each.budget,
        ];
      }),
    );
  } finally {
    await Promise.all([app.close(), bare.close()]);
  }
}
