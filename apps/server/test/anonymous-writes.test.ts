import { randomBytes, randomUUID } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_PROTOCOL, PUSH_RESULTS } from '@tarot/contract/push';
import { RATE_LIMIT_GROUPS } from '@tarot/contract/rate-limits';
import { USAGE_DEVICE_ID } from '@tarot/contract/usage-rules';
import { addDays, shanghaiDate } from '@tarot/core/calendar/shanghai-day';
import { pushDevice, pushMessage, pushReceipt, usageDaily, usageEvent, usageSalt } from '../src/db/schema';
import { PENDING_REGISTRATIONS } from '../src/modules/push/protocol';
import { createRetention, RETENTION_BATCH } from '../src/modules/retention/repo';
import { createUsageDeviceIds } from '../src/modules/usage/device-ids';
import { startTestServer, TEST_TOKEN_SECRET, type TestServer } from './harness';
import { createManualClock } from './push/manual-clock';
import { connectPush, newDeviceId, pushUrl } from './push/push-socket';
import { signUp } from './session';

/**
 * The anonymous writes an attacker used to grow the database without bound, reproduced:
 * usage reports under made-up device ids, device ids minted by the hundred, push registrations
 * that never log in, and rows nothing ever deleted.
 */
const TOKEN = 'metrics-token-for-anonymous-writes';
const clock = createManualClock();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    // The real limits: the point is what one address can do.
    config: { metricsToken: TOKEN, rateLimit: { scale: 1, redisPrefix: 'tarot:rate-limit:' } },
    push: { clock },
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => server.close());

const rows = async (table: typeof pushDevice | typeof usageEvent) =>
  (await server.database.db.select({ value: count() }).from(table))[0]!.value;

const unsignedReports = async () => {
  const { body } = await server.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  return Number(/^usage_reports_unsigned_total (\d+)$/m.exec(body)?.[1]);
};

const report = (device: string, remoteAddress: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/stat/report',
    remoteAddress,
    payload: {
      device,
      // Ignored: the first-seen day is the one the id was issued on.
      firstDay: '2020-01-01',
      lang: 'en',
      platform: 'web',
      version: '1.0.7',
      events: Array.from({ length: 100 }, () => ({
        type: 'pageview',
        path: '/attacker-chosen',
        session: 'session-1',
        ago: 0,
      })),
    },
  });

describe('usage statistics from one address', () => {
  it('issues at most 60 new device ids in ten minutes, however many are asked for at once', async () => {
    const { perAddress } = RATE_LIMIT_GROUPS.devices;
    const answers = await Promise.all(
      Array.from({ length: 120 }, () =>
        server.app.inject({ method: 'POST', url: '/api/stat/device', remoteAddress: '10.28.4.1' }),
      ),
    );
    const issued = answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json().device);
    expect(issued).toHaveLength(perAddress);
    expect(new Set(issued).size).toBe(perAddress);
    for (const device of issued) expect(device).toMatch(USAGE_DEVICE_ID);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused.map((answer) => answer.json().code)).toEqual(Array(120 - perAddress).fill('RATE_LIMITED'));
  });

  it('drops and counts reports under 120 made-up device ids, storing nothing', async () => {
    const before = await unsignedReports();
    const forged = `${shanghaiDate(new Date()).replaceAll('-', '')}-${randomBytes(12).toString('base64url')}-${randomBytes(16).toString('base64url')}`;
    const devices = [forged, ...Array.from({ length: 119 }, () => randomBytes(16).toString('base64url'))];
    const answers = await Promise.all(devices.map((device) => report(device, '10.28.4.2')));
    expect(answers.map((answer) => answer.json())).toEqual(
      Array(120).fill({ ret: 0, accepted: 0, dropped: 100, unknownDevice: true }),
    );
    expect(await rows(usageEvent)).toBe(0);
    expect((await unsignedReports()) - before).toBe(120);
  });

  it('counts a signed device as first seen on the day it was issued, whatever the report claims', async () => {
    const lastWeek = new Date(Date.now() - 7 * 86_400_000);
    const device = createUsageDeviceIds(TEST_TOKEN_SECRET).issue(lastWeek);
    const answer = await report(device, '10.28.4.3');
    expect(answer.json()).toEqual({ ret: 0, accepted: 100, dropped: 0, unknownDevice: false });
    const stored = await server.database.db.selectDistinct({ firstDay: usageEvent.firstDay }).from(usageEvent);
    expect(stored).toEqual([{ firstDay: shanghaiDate(lastWeek) }]);
  });
});

describe('push registrations that never log in', () => {
  it('keep 5,000 registrations from one address out of the database, and store the one that logs in', async () => {
    const sockets = await Promise.all(Array.from({ length: 10 }, () => connectPush(pushUrl(server.app))));
    const registered: { cid: string; session: string }[] = [];
    // Ten a second per connection is the protocol's allowance: a second of the push clock per round.
    for (let round = 0; round < 50; round += 1) {
      clock.advance(1000);
      const answers = await Promise.all(
        sockets.flatMap((socket) =>
          Array.from({ length: PUSH_PROTOCOL.packetsPerSecond }, () =>
            socket.request('register', { appId: PUSH_PROTOCOL.appId, deviceId: newDeviceId() }),
          ),
        ),
      );
      for (const { data } of answers) registered.push(data as { cid: string; session: string });
    }
    expect(registered).toHaveLength(5_000);
    expect(new Set(registered.map(({ cid }) => cid)).size).toBe(5_000);
    expect(await rows(pushDevice)).toBe(0);

    const member = await signUp(server);
    clock.advance(1000);
    const login = await sockets[0]!.request('login', { ...registered.at(-1)!, token: member.token });
    expect(login.data).toMatchObject(PUSH_RESULTS.success);
    expect(await rows(pushDevice)).toBe(1);
    await Promise.all(sockets.map((socket) => socket.close()));
  });

  it('forgets a registration that has not logged in within an hour', async () => {
    const member = await signUp(server);
    clock.advance(1000);
    const first = await connectPush(pushUrl(server.app));
    const { data } = await first.request('register', { appId: PUSH_PROTOCOL.appId, deviceId: newDeviceId() });
    await first.close();
    clock.advance(PENDING_REGISTRATIONS.ttlMs + 1000);
    const later = await connectPush(pushUrl(server.app));
    const login = await later.request('login', { cid: data.cid, session: data.session, token: member.token });
    expect(login.data).toMatchObject(PUSH_RESULTS.clientIdNotFound);
    await later.close();
  });
});

describe('the retention job', () => {
  it('deletes what is past keeping in batches, and keeps the rest', async () => {
    const { db } = server.database;
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const member = await signUp(server);
    const devices = await db
      .insert(pushDevice)
      .values([
        { cid: randomUUID(), deviceId: newDeviceId(), sessionHash: 'x', lastSeenAt: daysAgo(91) },
        { cid: randomUUID(), deviceId: newDeviceId(), sessionHash: 'x', lastSeenAt: daysAgo(89) },
      ])
      .returning({ id: pushDevice.id });
    const message = (expiresAt: Date) => ({
      userId: member.user.uid,
      kind: 'broadcast' as const,
      title: 't',
      body: 'b',
      url: '#/',
      createdAt: expiresAt,
      expiresAt,
    });
    const messages = await db
      .insert(pushMessage)
      .values([message(daysAgo(91)), message(daysAgo(89))])
      .returning({ id: pushMessage.id });
    await db
      .insert(pushReceipt)
      .values(
        messages.flatMap(({ id: messageId }) =>
          devices.map(({ id: deviceId }) => ({ messageId, deviceId, receivedAt: now })),
        ),
      );
    // More old events than one batch deletes, and one still within the window.
    const oldEvents = RETENTION_BATCH * 2 + 500;
    await db.execute(sql`
      insert into usage_event (occurred_at, day, visitor, session, type, name, lang, platform, version, first_day)
      select ${daysAgo(91).toISOString()}::timestamptz, '2000-01-01', 'v', 's', 'pageview', '/', 'en', 'web', '1', '2000-01-01'
      from generate_series(1, ${oldEvents})`);
    const today = shanghaiDate(now);
    // Today's salt exists already (the reports above made it) and stays.
    await db
      .insert(usageSalt)
      .values([addDays(today, -5), today].map((day) => ({ day, salt: day })))
      .onConflictDoNothing();
    const totals = { newVisitors: 0, sessions: 0, pageViews: 0, avgSessionSeconds: 0 };
    await db.insert(usageDaily).values([
      { day: addDays(today, -3), visitors: 0, ...totals },
      { day: addDays(today, -2), visitors: 4, ...totals },
    ]);
    const eventsBefore = await rows(usageEvent);

    const deleted = await createRetention(db).run(now);

    expect(deleted).toEqual({
      pushMessages: 1,
      pushDevices: 1,
      usageEvents: oldEvents,
      usageSalts: 1,
      emptyRollUps: 1,
    });
    expect(await rows(usageEvent)).toBe(eventsBefore - oldEvents);
    // The receipts of the deleted message and device went with them; the rest stay.
    expect(
      await db.select({ messageId: pushReceipt.messageId, deviceId: pushReceipt.deviceId }).from(pushReceipt),
    ).toEqual([{ messageId: messages[1]!.id, deviceId: devices[1]!.id }]);
    expect((await db.select({ day: usageDaily.day }).from(usageDaily)).map(({ day }) => day)).toContain(
      addDays(today, -2),
    );
  });
});
