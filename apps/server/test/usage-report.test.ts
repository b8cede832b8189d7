import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageReportAnswer } from '@tarot/contract/usage';
import { USAGE_RULES } from '@tarot/contract/usage-rules';
import { parseConfig } from '../src/config';
import { usageEvent, usageSalt } from '../src/db/schema';
import { createUsageDeviceIds } from '../src/modules/usage/device-ids';
import { startTestServer, TEST_TOKEN_SECRET, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** An id as this server issues them (the tests' secret signs it). */
const DEVICE = createUsageDeviceIds(TEST_TOKEN_SECRET).issue();
const pageView = (path: string) => ({ type: 'pageview', path, session: 'session-1', ago: 1000 });
const named = (name: string) => ({ type: 'event', name, session: 'session-1', ago: 0 });
const batch = (events: unknown[]) => ({
  device: DEVICE,
  lang: 'zh-Hans',
  platform: 'web',
  version: '1.0.0',
  events,
});

const report = (payload: unknown, contentType = 'application/json') =>
  server.app.inject({
    method: 'POST',
    url: '/api/stat/report',
    headers: { 'content-type': contentType, 'user-agent': 'vitest' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('POST /api/stat/report', () => {
  it('keeps the good events of a batch, drops and counts the bad ones, and stores no address', async () => {
    const response = await report(
      batch([
        pageView('/zhen'),
        named('share'),
        named('x'.repeat(USAGE_RULES.eventNameMax + 1)),
        named('has space'),
        { type: 'pageview', path: 'no-slash', session: 'session-1', ago: 0 },
        'not an event',
        { type: 'event', name: 'late', session: 'session-1', ago: USAGE_RULES.maxAgeMs + 1 },
      ]),
    );

    expect(response.statusCode).toBe(200);
    expect(usageReportAnswer.parse(response.json())).toEqual({ ret: 0, accepted: 2, dropped: 5, unknownDevice: false });
    const rows = await server.database.db.select().from(usageEvent);
    expect(rows.map((row) => row.name).sort()).toEqual(['/zhen', 'share']);
    const columns = Object.values(rows[0]!).map(String);
    expect(columns.some((value) => value.includes('127.0.0.1') || value.includes(DEVICE))).toBe(false);
    expect(rows[0]!.visitor).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(rows.map((row) => row.visitor)).size).toBe(1);
    expect(await server.database.db.select().from(usageSalt)).toHaveLength(1);
  });

  it('takes the JSON text that sendBeacon posts as text/plain', async () => {
    const response = await report(JSON.stringify(batch([named('check-in')])), 'text/plain;charset=UTF-8');
    expect(response.json()).toEqual({ ret: 0, accepted: 1, dropped: 0, unknownDevice: false });
  });

  it.each([
    ['more than 100 events', () => report(batch(Array.from({ length: 101 }, () => named('share')))), 400],
    ['more than 64 KB', () => report(batch([{ ...named('share'), padding: 'x'.repeat(70_000) }])), 413],
    ['a text body that is not JSON', () => report('not json', 'text/plain'), 400],
    ['another content type', () => report('<xml/>', 'application/xml'), 415],
    ['a bad envelope', () => report({ ...batch([]), device: 'short' }), 400],
    ['no body', () => report('', 'application/json'), 400],
  ])('refuses %s with a 4xx, never a 5xx', async (_name, send, status) => {
    const response = await send();
    expect(response.statusCode).toBe(status);
    expect(response.json()).toHaveProperty('code');
  });

  it('says statistics are on', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/stat/config' });
    expect(response.json()).toEqual({ ret: 0, enable: true });
  });
});

describe('with STAT_ENABLED=false', () => {
  it('tells clients to collect nothing and keeps nothing it is sent', async () => {
    const off = await startTestServer({ config: { statEnabled: false } });
    try {
      expect((await off.app.inject({ method: 'GET', url: '/api/stat/config' })).json()).toEqual({
        ret: 0,
        enable: false,
      });
      const response = await off.app.inject({
        method: 'POST',
        url: '/api/stat/report',
        payload: batch([named('share')]),
      });
      expect(response.json()).toEqual({ ret: 0, accepted: 0, dropped: 1, unknownDevice: false });
      expect(await off.database.db.select().from(usageEvent)).toHaveLength(0);
    } finally {
      await off.close();
    }
  });
});

describe('STAT_ENABLED', () => {
  it('is on unless set to false', () => {
    expect(parseConfig({}).statEnabled).toBe(true);
    expect(parseConfig({ STAT_ENABLED: 'false' }).statEnabled).toBe(false);
    expect(() => parseConfig({ STAT_ENABLED: 'no' })).toThrow(/STAT_ENABLED/);
  });
});
