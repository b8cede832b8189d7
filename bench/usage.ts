import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client';
import { appUser } from '../apps/server/src/db/schema';
import { addDays, shanghaiDate } from '@tarot/core/calendar/shanghai-day';
import { RETENTION_DAYS as RAW_EVENT_DAYS } from '../apps/server/src/modules/retention/repo';
import { createUsageDeviceIds } from '../apps/server/src/modules/usage/device-ids';
import { createUsageMaintenance } from '../apps/server/src/modules/usage/maintenance';
import { postgresServer, withDatabase } from './postgres';
import { printTable } from './report';
import { BENCH_TOKEN_SECRET, startBenchServer, type BenchServer } from './server';

const BATCH_EVENTS = 50;
const INGEST = { connections: 10, duration: 5 } as const;
const STORED_EVENTS = 1_000_000;
const SUMMARY_REQUESTS = 15;

/** An id as the bench server issues them: reports under any other are dropped unread. */
const DEVICE = createUsageDeviceIds(BENCH_TOKEN_SECRET).issue();

const batch = (events: number) =>
  JSON.stringify({
    device: DEVICE,
    lang: 'zh-Hans',
    platform: 'web',
    version: '1.0.7',
    events: Array.from({ length: events }, (_, index) =>
      index % 5 === 0
        ? { type: 'event', name: 'share', props: { what: 'reading' }, session: 'bench-session', ago: index }
        : { type: 'pageview', path: '/zhen', session: 'bench-session', ago: index },
    ),
  });

async function postRate(url: string, body: string): Promise<number> {
  const result = await autocannon({
    url: `${url}/api/stat/report`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'bench' },
    body,
    ...INGEST,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`report: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/** Events/s accepted in batches of 50, beside empty batches (the same request without storing). */
async function ingestion(label: string, server: BenchServer): Promise<(string | number)[][]> {
  const empty = await postRate(server.url, batch(0));
  const full = await postRate(server.url, batch(BATCH_EVENTS));
  return [
    [`${label}: empty batches`, empty.toFixed(0), '0', '1.00'],
    [
      `${label}: batches of ${BATCH_EVENTS}`,
      full.toFixed(0),
      (full * BATCH_EVENTS).toFixed(0),
      (full / empty).toFixed(2),
    ],
  ];
}

/** One million events over the raw-event window, spread over pages, events, languages and cohorts. */
async function seedEvents(database: DatabaseHandle): Promise<void> {
  await database.db.execute(sql`
    insert into usage_event (occurred_at, day, visitor, session, type, name, lang, platform, version, first_day)
    select at, day, 'v' || device || '-' || day, 's' || (i % 30000),
      case when i % 5 = 0 then 'event' else 'pageview' end,
      case when i % 5 = 0 then (array['share', 'check-in', 'reading-saved', 'chart-made'])[1 + i / 5 % 4]
           else (array['/', '/zhen', '/paimian', '/huangli', '/bazi', '/jinripaizhen'])[1 + i % 6] end,
      (array['zh-Hans', 'zh-Hant', 'en', 'ja'])[1 + device % 4], case when device % 7 = 0 then 'pwa' else 'web' end,
      '1.0.7', least(day, to_char(now() at time zone 'Asia/Shanghai' - (device % 120) * interval '1 day', 'YYYY-MM-DD'))
    from generate_series(1, ${STORED_EVENTS}) as i,
      lateral (select now() - ((i::bigint * 7919) % ${(RAW_EVENT_DAYS - 1) * 86_400}) * interval '1 second' as at, i % 4000 as device) as t,
      lateral (select to_char(at at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as day) as d`);
}

async function adminHeaders(server: BenchServer, database: DatabaseHandle): Promise<Record<string, string>> {
  const response = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench_admin', nickname: '压测', password: 'tarot2026!' }),
  });
  const { token, user } = (await response.json()) as { token: string; user: { uid: string } };
  await database.db
    .update(appUser)
    .set({ role: ['admin'] })
    .where(eq(appUser.id, user.uid));
  return { authorization: `Bearer ${token}` };
}

async function medianMs(url: string, headers: Record<string, string>): Promise<number> {
  const times: number[] = [];
  for (let index = 0; index < SUMMARY_REQUESTS; index += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

/** The dashboard over 90 days with a million stored events, beside the older admin stats (budget: ≤ 200 ms). */
async function summaryOverMillion(databaseUrl: string): Promise<(string | number)[][]> {
  const database = await openDatabase({ url: databaseUrl, dataDir: '' });
  const server = await startBenchServer({ databaseUrl });
  try {
    await seedEvents(database);
    const maintenance = createUsageMaintenance(database.db);
    const today = shanghaiDate(new Date());
    for (let offset = RAW_EVENT_DAYS; offset >= 1; offset -= 1)
      await maintenance.rollUpUsageDay(addDays(today, -offset));
    const headers = await adminHeaders(server, database);
    const stats = await medianMs(`${server.url}/api/admin/stats?days=90`, headers);
    const usage = await medianMs(`${server.url}/api/admin/usage?days=90`, headers);
    return [
      ['GET /api/admin/stats?days=90', stats.toFixed(1), '1.00'],
      [`GET /api/admin/usage?days=90 (${STORED_EVENTS / 1e6}M events)`, usage.toFixed(1), (usage / stats).toFixed(2)],
    ];
  } finally {
    await server.close();
    await database.close();
  }
}

export async function benchUsage(): Promise<void> {
  const embedded = await startBenchServer();
  const rows = await ingestion('embedded', embedded).finally(() => embedded.close());
  const postgres = await postgresServer();
  if (postgres) {
    rows.push(
      ...(await withDatabase(postgres, async (url) => {
        const server = await startBenchServer({ databaseUrl: url });
        return ingestion('PostgreSQL', server).finally(() => server.close());
      })),
    );
  }
  printTable(
    `Usage ingestion: POST /api/stat/report, ${INGEST.connections} connections, ${INGEST.duration} s each`,
    ['database', 'req/s', 'events/s', 'req/s vs empty'],
    rows,
  );
  if (!postgres) {
    console.log('Usage dashboard: no PostgreSQL reachable (TEST_DATABASE_URL or 127.0.0.1:5432), skipped');
    return;
  }
  printTable(
    `Usage dashboard on PostgreSQL, median of ${SUMMARY_REQUESTS} (budget: ≤ 200 ms)`,
    ['route', 'ms', 'vs admin stats'],
    await withDatabase(postgres, summaryOverMillion),
  );
}
