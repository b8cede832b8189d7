import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POINTS_RULES } from '@tarot/contract/points';
import { appUser, scoreLedger } from '../src/db/schema';
import type { RegistrationHook } from '../src/modules/accounts/users/repo';
import { createCheckInRepo } from '../src/modules/points/check-in-repo';
import { createLedgerRepo } from '../src/modules/points/ledger-repo';
import { createPointsService } from '../src/modules/points/service';
import { authServices } from './auth-services';
import { startTestServer, type TestServer } from './harness';
import { newIp, newMobile as freshMobile, unique } from './fresh';

/**
 * A new account and its inviter's points are one transaction on every way of registering:
 * both are stored, or (when anything fails in between) neither.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const newMobile = () => freshMobile('134');
const PASSWORD = 'tarot2026!';

/** The hook the points module adds to every registration. */
const pointsHook: RegistrationHook = (user, tx) => {
  const { db } = server.database;
  return createPointsService({ checkIns: createCheckInRepo(db), ledger: createLedgerRepo(db) }).onRegistered(user, tx);
};

/** The points module's real hook, then a crash before the transaction commits. */
const awardThenCrash: RegistrationHook = async (user, tx) => {
  await pointsHook(user, tx);
  throw new Error('the process died here');
};

async function inviter() {
  const { auth } = authServices(server);
  const session = await auth.register({ username: `host_${unique()}`, nickname: '邀请人', password: PASSWORD });
  return session.user;
}

const inviteAwards = (inviterId: string) =>
  server.database.db
    .select({ ref: scoreLedger.ref, amount: scoreLedger.amount })
    .from(scoreLedger)
    .where(and(eq(scoreLedger.userId, inviterId), eq(scoreLedger.reason, 'invite')));

const inviteesOf = (inviterId: string) =>
  server.database.db.select({ id: appUser.id }).from(appUser).where(eq(appUser.inviterId, inviterId));

const scoreOf = async (id: string) =>
  (await server.database.db.select({ score: appUser.score }).from(appUser).where(eq(appUser.id, id)))[0]?.score;

/** Every way an invitee registers, through the given services. */
const registrations = {
  username: (services: ReturnType<typeof authServices>, inviteCode: string) =>
    services.auth.register({ username: `guest_${unique()}`, nickname: '来客', password: PASSWORD, inviteCode }),
  'SMS login': async (services: ReturnType<typeof authServices>, inviteCode: string) => {
    const mobile = newMobile();
    const { code } = await services.codes.issue(mobile, 'login', newIp('10.55'));
    return services.auth.loginBySms({ mobile, code, inviteCode });
  },
  'e-mail': async (services: ReturnType<typeof authServices>, inviteCode: string) => {
    const email = `guest.${unique()}@example.com`;
    const { code } = await services.codes.issue(email, 'register-email', newIp('10.56'));
    return services.auth.registerByEmail({ email, code, nickname: '来客', password: PASSWORD, inviteCode });
  },
};

describe.each(Object.entries(registrations))('registering by %s with an invite code', (_, registerInvitee) => {
  it('stores the invitee and pays the inviter together', async () => {
    const host = await inviter();
    const services = authServices(server, { onRegistered: pointsHook });
    const invitee = (await registerInvitee(services, host.inviteCode)).user;
    expect(await inviteesOf(host.uid)).toEqual([{ id: invitee.uid }]);
    expect(await inviteAwards(host.uid)).toEqual([{ ref: invitee.uid, amount: POINTS_RULES.invite }]);
    expect(await scoreOf(host.uid)).toBe(POINTS_RULES.invite);
  });

  it('stores neither when the registration fails after the award', async () => {
    const host = await inviter();
    const failing = authServices(server, { onRegistered: awardThenCrash });
    await expect(registerInvitee(failing, host.inviteCode)).rejects.toThrow('the process died here');
    expect(await inviteesOf(host.uid)).toEqual([]);
    expect(await inviteAwards(host.uid)).toEqual([]);
    expect(await scoreOf(host.uid)).toBe(0);
  });
});

describe('registering the first administrator', () => {
  it('rolls back the one-administrator claim with the account when the hook fails', async () => {
    const failing = authServices(server, { onRegistered: awardThenCrash });
    const admin = { username: `boss_${unique()}`.slice(0, 20), nickname: '管理员', password: 'Admin#2026' };
    await expect(failing.auth.registerAdmin(admin)).rejects.toThrow('the process died here');
    expect(await failing.users.findByLogin(admin.username)).toBeUndefined();
    await expect(authServices(server).auth.registerAdmin(admin)).resolves.toMatchObject({
      user: { username: admin.username, role: ['admin'] },
    });
  });
});
