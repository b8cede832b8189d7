import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageDaily, usageDailyBreakdown, usageEvent, usageSalt } from '../src/db/schema';
import { createRetention } from '../src/modules/retention/repo';
import { usageJobs } from '../src/modules/usage/jobs';
import { createUsageMaintenance } from '../src/modules/usage/maintenance';
import { createSummaryRepo } from '../src/modules/usage/summary-repo';
import { createSummaryService } from '../src/modules/usage/summary-service';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const NOW = new Date('2026-03-10T12:00:00+08:00');
const TWO_DAYS_AGO = '2026-03-08';
const YESTERDAY = '2026-03-09';
const TODAY = '2026-03-10';

interface Seed {
  day: string;
  time: string;
  visitor: string;
  session: string;
  type?: 'pageview' | 'event';
  name: string;
  firstDay: string;
  lang?: string;
  platform?: string;
}

const row = ({ day, time, type = 'pageview', lang = 'zh-Hans', platform = 'web', ...rest }: Seed) => ({
  ...rest,
  day,
  type,
  lang,
  platform,
  occurredAt: new Date(`${day}T${time}+08:00`),
  version: '1.0.0',
});

/** Two days ago: a new visitor browsing three minutes and a returning one; yesterday the new one came back. */
const EVENTS: Seed[] = [
  { day: TWO_DAYS_AGO, time: '10:00:00', visitor: 'a', session: 's1', name: '/zhen', firstDay: TWO_DAYS_AGO },
  { day: TWO_DAYS_AGO, time: '10:02:00', visitor: 'a', session: 's1', name: '/paimian', firstDay: TWO_DAYS_AGO },
  {
    day: TWO_DAYS_AGO,
    time: '10:03:00',
    visitor: 'a',
    session: 's1',
    type: 'event',
    name: 'share',
    firstDay: TWO_DAYS_AGO,
  },
  {
    day: TWO_DAYS_AGO,
    time: '11:00:00',
    visitor: 'b',
    session: 's2',
    name: '/zhen',
    firstDay: '2026-03-01',
    lang: 'en',
    platform: 'pwa',
  },
  { day: YESTERDAY, time: '09:00:00', visitor: 'a2', session: 's3', name: '/zhen', firstDay: TWO_DAYS_AGO },
  { day: TODAY, time: '11:00:00', visitor: 'c', session: 's4', name: '/huangli', firstDay: TODAY },
  { day: TODAY, time: '11:00:30', visitor: 'c', session: 's4', type: 'event', name: 'share', firstDay: TODAY },
  { day: TODAY, time: '11:01:00', visitor: 'c', session: 's4', type: 'event', name: 'check-in', firstDay: TODAY },
];

describe('the usage roll-up and dashboard', () => {
  const maintenance = () => createUsageMaintenance(server.database.db);

  it('counts a day once however often it is rolled up', async () => {
    await server.database.db.insert(usageEvent).values(EVENTS.map(row));
    await maintenance().rollUpUsageDay(TWO_DAYS_AGO);
    await maintenance().rollUpUsageDay(TWO_DAYS_AGO);
    await Promise.all([maintenance().rollUpUsageDay(YESTERDAY), maintenance().rollUpUsageDay(YESTERDAY)]);

    const [day] = await server.database.db.select().from(usageDaily).where(eq(usageDaily.day, TWO_DAYS_AGO));
    expect(day).toEqual({
      day: TWO_DAYS_AGO,
      visitors: 2,
      newVisitors: 1,
      sessions: 2,
      pageViews: 3,
      avgSessionSeconds: 90,
    });
    const rows = await server.database.db
      .select()
      .from(usageDailyBreakdown)
      .where(eq(usageDailyBreakdown.day, TWO_DAYS_AGO));
    expect(rows.filter((entry) => entry.dimension === 'page' && entry.key === '/zhen')).toEqual([
      { day: TWO_DAYS_AGO, dimension: 'page', key: '/zhen', count: 2, visitors: 2 },
    ]);
    expect(await server.database.db.select().from(usageDaily)).toHaveLength(2);
  });

  it('answers the exact numbers: past days from the roll-ups, today live', async () => {
    const summary = await createSummaryService(createSummaryRepo(server.database.db)).summary(3, NOW);

    expect(summary.days).toEqual([
      { date: TWO_DAYS_AGO, visitors: 2, newVisitors: 1, sessions: 2, pageViews: 3, avgSessionSeconds: 90 },
      { date: YESTERDAY, visitors: 1, newVisitors: 0, sessions: 1, pageViews: 1, avgSessionSeconds: 0 },
      { date: TODAY, visitors: 1, newVisitors: 1, sessions: 1, pageViews: 1, avgSessionSeconds: 60 },
    ]);
    expect(summary.pages).toEqual([
      { path: '/zhen', views: 3, visitors: 3 },
      { path: '/huangli', views: 1, visitors: 1 },
      { path: '/paimian', views: 1, visitors: 1 },
    ]);
    expect(summary.events).toEqual([
      { name: 'share', count: 2 },
      { name: 'check-in', count: 1 },
    ]);
    expect(summary.languages).toEqual([
      { lang: 'zh-Hans', visitors: 3 },
      { lang: 'en', visitors: 1 },
    ]);
    expect(summary.platforms).toEqual([
      { platform: 'web', visitors: 3 },
      { platform: 'pwa', visitors: 1 },
    ]);
    expect(summary.retention).toEqual([
      { date: TWO_DAYS_AGO, cohort: 1, day1: 1, day7: null },
      { date: YESTERDAY, cohort: 0, day1: null, day7: null },
      { date: TODAY, cohort: 1, day1: null, day7: null },
    ]);
  });

  it('describes the roll-up of yesterday as a job for the runner', async () => {
    await server.database.db.delete(usageDaily).where(eq(usageDaily.day, YESTERDAY));
    const jobs = usageJobs(server.database.db, () => NOW);
    expect(jobs.map(({ name, tz }) => ({ name, tz }))).toEqual([{ name: 'usage-roll-up', tz: 'Asia/Shanghai' }]);

    await jobs[0]!.handler();

    const [day] = await server.database.db.select().from(usageDaily).where(eq(usageDaily.day, YESTERDAY));
    expect(day?.visitors).toBe(1);
  });

  it('leaves raw events after 90 days, salts after two and empty roll-ups to the retention job', async () => {
    const old = new Date(NOW.getTime() - 91 * 86_400_000);
    await server.database.db
      .insert(usageEvent)
      .values(
        row({ day: '2025-12-09', time: '12:00:00', visitor: 'z', session: 's9', name: '/', firstDay: '2025-12-09' }),
      );
    await server.database.db
      .insert(usageSalt)
      .values(['2026-03-07', YESTERDAY, TODAY].map((day) => ({ day, salt: `salt-${day}` })));

    await server.database.db
      .insert(usageDaily)
      .values({ day: '2026-03-01', visitors: 0, newVisitors: 0, sessions: 0, pageViews: 0, avgSessionSeconds: 0 });

    expect(await createRetention(server.database.db).run(NOW)).toMatchObject({
      usageEvents: 1,
      usageSalts: 1,
      emptyRollUps: 1,
    });

    const events = await server.database.db.select().from(usageEvent);
    expect(events.some((event) => event.occurredAt < old)).toBe(false);
    expect(events).toHaveLength(EVENTS.length);
    const salts = await server.database.db.select({ day: usageSalt.day }).from(usageSalt);
    expect(salts.map((salt) => salt.day).sort()).toEqual([YESTERDAY, TODAY]);
    expect(await server.database.db.select().from(usageDaily)).toHaveLength(2);
  });
});

describe('on the job runner', () => {
  it('schedules the roll-up and the retention job once per app, in Asia/Shanghai time', async () => {
    const withJobs = await startTestServer({ config: { jobs: true } });
    try {
      const { rows } = (await withJobs.database.db.execute(
        sql`SELECT name, cron, timezone FROM pgboss.schedule WHERE name IN ('usage-roll-up', 'usage-purge', 'retention') ORDER BY name`,
      )) as { rows: unknown[] };
      expect(rows).toEqual([
        { name: 'retention', cron: '40 3 * * *', timezone: 'Asia/Shanghai' },
        { name: 'usage-roll-up', cron: '10 0,1 * * *', timezone: 'Asia/Shanghai' },
      ]);
    } finally {
      await withJobs.close();
    }
  });
});
