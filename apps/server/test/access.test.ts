import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessRule, apiKeyList, issuedApiKey } from '@tarot/contract/access';
import { startTestServer, type TestServer } from './harness';
import { signUpAdmin } from './admin';
import { signUp } from './session';

let server: TestServer;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signUpAdmin(server);
});
afterAll(() => server.close());

const ALMANAC = '/api/v1/almanac/2024-02-10';
const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
const asAdmin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: admin.headers, ...(payload && { payload }) });
const web = (platform: string) => ({ 'x-client-id': 'tarot-web', 'x-client-platform': platform });

describe('the client access list', () => {
  it('lets every client call everything while there is no list', async () => {
    expect((await get(ALMANAC)).statusCode).toBe(200);
    expect((await get(ALMANAC, { 'x-client-id': 'someone-else' })).statusCode).toBe(200);
  });

  it('refuses with 20101 a client the list does not name, and only on the listed group', async () => {
    const added = await asAdmin('POST', '/api/admin/access/rules', {
      routeGroup: '/api/v1',
      clientId: 'tarot-web',
      platform: 'pwa',
    });
    expect(added.statusCode).toBe(200);
    const rule = accessRule.parse(added.json());

    expect((await get(ALMANAC, web('pwa'))).statusCode).toBe(200);
    for (const headers of [web('web'), { 'x-client-id': 'other', 'x-client-platform': 'pwa' }, {}]) {
      const refused = await get(ALMANAC, headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: '20101', message: 'Invalid client' });
    }
    // Groups the list leaves out stay open.
    expect((await get('/api/app-config')).statusCode).toBe(200);

    expect((await asAdmin('DELETE', `/api/admin/access/rules/${rule.id}`)).statusCode).toBe(200);
    expect((await get(ALMANAC)).statusCode).toBe(200);
  });

  it('is managed by administrators only', async () => {
    const member = await signUp(server);
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/admin/access/rules',
      headers: member.headers,
    });
    expect(response.statusCode).toBe(403);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/admin/usage?days=7', headers: member.headers })).statusCode,
    ).toBe(403);
    expect((await asAdmin('GET', '/api/admin/usage?days=366')).statusCode).toBe(400);
    expect((await asAdmin('GET', '/api/admin/usage?days=7')).json().days).toHaveLength(7);
  });
});

describe('API keys of the calendar API', () => {
  const issue = async (limits: { dailyQuota: number; perMinute: number }) => {
    const response = await asAdmin('POST', '/api/admin/access/keys', { name: 'partner', ...limits });
    expect(response.statusCode).toBe(200);
    return issuedApiKey.parse(response.json());
  };

  it('lets exactly the daily quota through a burst of 30 parallel calls', async () => {
    const { key, secret } = await issue({ dailyQuota: 10, perMinute: 1000 });
    const answers = await Promise.all(Array.from({ length: 30 }, () => get(ALMANAC, { 'x-api-key': secret })));

    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(20);
    expect(refused[0]!.json().code).toBe('RATE_LIMITED');
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    const keys = apiKeyList.parse((await asAdmin('GET', '/api/admin/access/keys')).json()).keys;
    expect(keys.find((entry) => entry.id === key.id)?.usedToday).toBe(10);
  });

  it('holds the per-minute limit, retrying within the minute', async () => {
    const { secret } = await issue({ dailyQuota: 1000, perMinute: 5 });
    const answers = await Promise.all(Array.from({ length: 12 }, () => get(ALMANAC, { 'x-api-key': secret })));
    const statuses = answers.map((answer) => answer.statusCode);
    // A burst that straddles a minute boundary may get one more minute's worth.
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(5);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(10);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(Number(refused?.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('refuses unknown and revoked keys, and stores only the digest', async () => {
    const { key, secret } = await issue({ dailyQuota: 10, perMinute: 10 });
    expect((await get(ALMANAC, { 'x-api-key': 'tk_unknown' })).statusCode).toBe(401);
    expect((await asAdmin('POST', `/api/admin/access/keys/${key.id}/revoke`)).json().revokedAt).not.toBeNull();
    expect((await get(ALMANAC, { 'x-api-key': secret })).statusCode).toBe(401);
    expect(JSON.stringify((await asAdmin('GET', '/api/admin/access/keys')).json())).not.toContain(secret);
  });
});
