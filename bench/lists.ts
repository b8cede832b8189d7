import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import type { ListRequest } from '../apps/server/src/db/keyset';
import { createReadingRepo } from '../apps/server/src/modules/readings/repo';
import { postgresServer, withDatabase } from './postgres';
import { median, printTable, spread } from './report';
import { benchPgliteDir, startBenchServerProcess } from './server';

const CONNECTIONS = 50;
const SECONDS = 5;
const WARM_UP_SECONDS = 2;
const ROUNDS = 3;
const PAGE_SIZE = 20;
const MANY = 100_000;
const FEW = 25;
const QUERY_SAMPLES = 200;
/** The goal: the member with many readings answered within this factor of the one with few. */
const BUDGET_RATIO = 1.5;

interface Member {
  readonly name: string;
  readonly readings: number;
  readonly authorization: string;
  readonly uid: string;
}

interface Members {
  readonly many: Member;
  readonly few: Member;
}

interface Figures {
  readonly rps: number;
  readonly p99: number;
}

const KINDS = ['page 1', 'deep page'] as const;
type Kind = (typeof KINDS)[number];

async function register(url: string, username: string, readings: number): Promise<Member> {
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, nickname: '压测', password: 'tarot2026!' }),
  });
  if (!response.ok) throw new Error(`register answered ${response.status}`);
  const { token, user } = (await response.json()) as { token: string; user: { uid: string } };
  return {
    name: `${readings.toLocaleString('en')} readings`,
    readings,
    authorization: `Bearer ${token}`,
    uid: user.uid,
  };
}

/** The members' readings in one statement each, a second apart, newest now; then fresh planner statistics. */
async function seedReadings(db: Database, members: Members): Promise<void> {
  for (const member of [members.many, members.few]) {
    await db.execute(sql`
      insert into tarot_reading (user_id, spread_id, cards, question, created_at)
      select ${member.uid}::uuid, 'single', '[{"id":"major-01","reversed":false}]'::jsonb, '压测',
             now() - make_interval(secs => n)
      from generate_series(1, ${member.readings}::int) as n`);
  }
  await db.execute(sql`analyze tarot_reading`);
}

type QueryMs = Record<keyof Members, Record<Kind, number>>;

/**
 * The repository's own milliseconds per page, median of QUERY_SAMPLES, the members' queries
 * interleaved one by one: no HTTP queue in between, so the ratio holds on a busy machine too.
 */
async function queryMs(db: Database, members: Members): Promise<QueryMs> {
  const repo = createReadingRepo(db);
  const requestsOf = async (member: Member): Promise<Record<Kind, ListRequest>> => {
    const lastPage = Math.ceil(member.readings / PAGE_SIZE);
    const before = await repo.page(member.uid, { page: lastPage - 1, pageSize: PAGE_SIZE });
    return {
      'page 1': { page: 1, pageSize: PAGE_SIZE },
      'deep page': { page: lastPage, pageSize: PAGE_SIZE, cursor: before.nextCursor! },
    };
  };
  const requests = { many: await requestsOf(members.many), few: await requestsOf(members.few) };
  const samples: Record<keyof Members, Record<Kind, number[]>> = {
    many: { 'page 1': [], 'deep page': [] },
    few: { 'page 1': [], 'deep page': [] },
  };
  for (let sample = 0; sample < QUERY_SAMPLES; sample++) {
    for (const kind of KINDS) {
      for (const who of ['many', 'few'] as const) {
        const start = performance.now();
        await repo.page(members[who].uid, requests[who][kind]);
        samples[who][kind].push(performance.now() - start);
      }
    }
  }
  const medians = (who: keyof Members) => ({
    'page 1': median(samples[who]['page 1']),
    'deep page': median(samples[who]['deep page']),
  });
  return { many: medians('many'), few: medians('few') };
}

async function load(url: string, path: string, member: Member, seconds: number): Promise<Figures> {
  const result = await autocannon({
    url: `${url}${path}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { authorization: member.authorization },
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function get<T>(url: string, path: string, member: Member): Promise<T> {
  const response = await fetch(`${url}${path}`, { headers: { authorization: member.authorization } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The first page, and the last page reached by cursor: the cursor comes from one request by
 * page number just before the end, as a reader who scrolled that far would hold it.
 */
async function pathsOf(url: string, member: Member): Promise<Record<Kind, string>> {
  const lastPage = Math.ceil(member.readings / PAGE_SIZE);
  const before = await get<{ nextCursor: string | null }>(
    url,
    `/api/readings?page=${lastPage - 1}&pageSize=${PAGE_SIZE}`,
    member,
  );
  if (!before.nextCursor) throw new Error(`no page after ${lastPage - 1} for ${member.name}`);
  return {
    'page 1': `/api/readings?page=1&pageSize=${PAGE_SIZE}`,
    'deep page': `/api/readings?page=${lastPage}&pageSize=${PAGE_SIZE}&cursor=${before.nextCursor}`,
  };
}

interface Measured {
  readonly kind: Kind;
  readonly many: Figures[];
  readonly few: Figures[];
}

const whole = (value: number) => value.toFixed(0);
const ratio = (value: number) => value.toFixed(2);

/** The two members' rows of one kind of page; the ratios are taken round by round. */
function rowsOf(label: string, { kind, many, few }: Measured, members: Members, query: QueryMs): string[][] {
  const figures = (who: keyof Members, rounds: Figures[]) => [
    `${label}, ${kind}, ${members[who].name}`,
    spread(
      rounds.map((f) => f.rps),
      whole,
    ),
    spread(rounds.map((f) => f.p99)),
    query[who][kind].toFixed(2),
  ];
  const ratios = (pick: (many: Figures, few: Figures) => number) =>
    spread(
      many.map((figures, round) => pick(figures, few[round]!)),
      ratio,
    );
  return [
    [
      ...figures('many', many),
      ratios((m, f) => f.rps / m.rps),
      ratios((m, f) => m.p99 / Math.max(f.p99, 1)),
      ratio(query.many[kind] / query.few[kind]),
      `≤ ${BUDGET_RATIO}`,
    ],
    [...figures('few', few), '', '', '', ''],
  ];
}

/**
 * One database: two members registered through the API, the server stopped while their
 * readings go in by SQL and the repository is timed, then started again and loaded round
 * after round.
 */
async function benchDatabase(label: string, databaseUrl: string | undefined): Promise<string[][]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tarot-bench-lists-'));
  try {
    const registering = await startBenchServerProcess({ databaseUrl, dataDir });
    let members: Members;
    try {
      members = {
        many: await register(registering.url, 'bench_many', MANY),
        few: await register(registering.url, 'bench_few', FEW),
      };
    } finally {
      await registering.close();
    }
    // The embedded database admits one process at a time: seed and time it while no server runs.
    const handle = await openDatabase({ url: databaseUrl, dataDir: benchPgliteDir(dataDir) });
    let query: QueryMs;
    try {
      await seedReadings(handle.db, members);
      query = await queryMs(handle.db, members);
    } finally {
      await handle.close();
    }

    const server = await startBenchServerProcess({ databaseUrl, dataDir });
    try {
      const paths = { many: await pathsOf(server.url, members.many), few: await pathsOf(server.url, members.few) };
      const measured: Measured[] = KINDS.map((kind) => ({ kind, many: [], few: [] }));
      const run = (who: keyof Members, kind: Kind, seconds: number) =>
        load(server.url, paths[who][kind], members[who], seconds);
      for (const kind of KINDS) {
        await run('many', kind, WARM_UP_SECONDS);
        await run('few', kind, WARM_UP_SECONDS);
      }
      for (let round = 0; round < ROUNDS; round++) {
        // The two members one right after the other: each ratio compares figures taken under
        // the same load from the rest of the machine.
        for (const each of measured) {
          each.many.push(await run('many', each.kind, SECONDS));
          each.few.push(await run('few', each.kind, SECONDS));
        }
      }
      return measured.flatMap((each) => rowsOf(label, each, members, query));
    } finally {
      await server.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * A member's saved readings, GET /api/readings, for a member with 100,000 readings beside one
 * with 25: page 1, and the last page reached by cursor, on the embedded database and on
 * PostgreSQL (skipped when none answers). Goal: the first member within 1.5 × of the second.
 */
export async function benchLists(): Promise<void> {
  const rows = await benchDatabase('PGlite', undefined);
  const server = await postgresServer();
  if (server) rows.push(...(await withDatabase(server, (url) => benchDatabase('PostgreSQL', url))));
  else console.log('\nPostgreSQL: no server answers, its rows are left out');
  printTable(
    `Paged lists, GET /api/readings (${PAGE_SIZE} a page), ${CONNECTIONS} connections, ${SECONDS} s a load after ` +
      `${WARM_UP_SECONDS} s of warm-up; min / median / max of ${ROUNDS} rounds`,
    [
      'database, page, member',
      'req/s',
      'p99 ms',
      `query ms (median of ${QUERY_SAMPLES})`,
      'few ÷ many req/s',
      'many ÷ few p99',
      'many ÷ few query',
      'budget',
    ],
    rows,
  );
}
