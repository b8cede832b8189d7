import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, sql } from 'drizzle-orm';
import { sessionResponse } from '@tarot/contract/auth';
import { appUser } from '../src/db/schema';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const registerAdmin = (username: string, password = 'Admin#2026') =>
  server.app.inject({
    method: 'POST',
    url: '/api/auth/register-admin',
    payload: { username, nickname: '管理员', password },
  });

describe('registering the first administrator', () => {
  it('refuses a weak password and a bad username without claiming the one admin place', async () => {
    expect((await registerAdmin('boss', '123456')).json().code).toBe('uni-id-weak-password');
    expect((await registerAdmin('no spaces allowed')).json().code).toBe('INVALID_PARAM');
  });

  it('makes exactly one administrator out of five racing requests, and refuses every later one', async () => {
    const answers = await Promise.all(['boss1', 'boss2', 'boss3', 'boss4', 'boss5'].map((name) => registerAdmin(name)));
    const winners = answers.filter((answer) => answer.statusCode === 200);
    expect(winners).toHaveLength(1);
    for (const loser of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(loser.statusCode).toBe(409);
      expect(loser.json().code).toBe('uni-id-admin-exists');
    }
    const admin = sessionResponse.parse(winners[0]!.json());
    expect(admin.user.role).toEqual(['admin']);
    expect(admin.user.inviteCode).toMatch(/^[A-Za-z0-9]{20}$/);

    const later = await registerAdmin('boss6');
    expect(later.json().code).toBe('uni-id-admin-exists');
    const [admins] = await server.database.db
      .select({ total: count() })
      .from(appUser)
      .where(sql`'admin' = any(${appUser.role})`);
    expect(admins?.total).toBe(1);

    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { account: admin.user.username, password: 'Admin#2026' },
    });
    expect(sessionResponse.parse(login.json()).user.role).toEqual(['admin']);
  });
});
