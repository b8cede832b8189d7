import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_MARKER } from '@tarot/contract/invite';
import { appUser } from '../src/db/schema';
import { startTestServer, type TestServer } from './harness';
import { unique } from './fresh';
import { signUp } from './session';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const registerWith = (inviteCode: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username: `ic_${unique()}`, nickname: '来客', password: 'tarot2026!', inviteCode },
  });

const inviterOf = async (uid: string) =>
  (await server.database.db.select({ inviterId: appUser.inviterId }).from(appUser).where(eq(appUser.id, uid)))[0]
    ?.inviterId;

describe('invite codes people can read out', () => {
  it('are made upper case, 20 characters without 0, O, 1, I or L', async () => {
    for (let n = 0; n < 5; n += 1) {
      const { user } = await signUp(server);
      expect(user.inviteCode).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{20}$/);
    }
  });

  it('match whatever the case, dashes and spaces a person types', async () => {
    const host = await signUp(server);
    const grouped = host.user.inviteCode.toLowerCase().replace(/(.{4})(?=.)/g, '$1-');
    for (const typed of [grouped, ` ${grouped.replaceAll('-', ' ')} `, host.user.inviteCode]) {
      const response = await registerWith(typed);
      expect(response.statusCode).toBe(200);
      expect(await inviterOf(response.json().user.uid)).toBe(host.user.uid);
    }
  });

  it('keep older mixed-case codes valid, shown and shared upper-cased', async () => {
    const host = await signUp(server);
    // A code from before: mixed case, with the lower-case letters today's alphabet leaves out.
    const old = `RHq7oMl5${unique()}`.padEnd(20, 'g').slice(0, 20);
    await server.database.db.update(appUser).set({ inviteCode: old }).where(eq(appUser.id, host.user.uid));
    const response = await registerWith(old.toUpperCase().replace(/(.{4})(?=.)/g, '$1-'));
    expect(response.statusCode).toBe(200);
    expect(await inviterOf(response.json().user.uid)).toBe(host.user.uid);
    const mine = await server.app.inject({ method: 'GET', url: '/api/invites/me', headers: host.headers });
    expect(mine.json()).toMatchObject({ inviteCode: old.toUpperCase(), shareText: `${INVITE_MARKER}${old.toUpperCase()}` });
  });

  it('stay unique whatever the case', async () => {
    const [a, b] = [await signUp(server), await signUp(server)];
    const clash = server.database.db
      .update(appUser)
      .set({ inviteCode: a.user.inviteCode.toLowerCase() })
      .where(eq(appUser.id, b.user.uid));
    await expect(clash).rejects.toThrow();
  });

  it.each([['short'], ['ABCD-EFGH-JKMN-PQRS-TUV!'], ['ABCD-EFGH-JKMN-PQRS-TUVW-X']])(
    'refuse a malformed code %s with 400',
    async (typed) => {
      const response = await registerWith(typed);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('INVALID_PARAM');
    },
  );
});
