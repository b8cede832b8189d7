import { describe, expect, it, vi } from 'vitest';
import type { CodeService } from '../../src/modules/accounts/auth/codes';
import { createLoginLimiter } from '../../src/modules/accounts/auth/login-limiter';
import { hashPassword } from '../../src/modules/accounts/auth/passwords';
import { createAuthService } from '../../src/modules/accounts/auth/service';
import { createTokenService } from '../../src/modules/accounts/auth/tokens';
import type { RegistrationHook, UserRow } from '../../src/modules/accounts/users/repo';
import { createMemoryState } from '../../src/providers/shared-state/memory-state';
import { fakeSessions } from './fake-sessions';
import { fakeUserRepo } from './fake-user-repo';
import { userRow } from './user-row';

const PASSWORD = 'tarot2026!';
const IP = '203.0.113.7';

/** Codes that always pass, recording what was consumed: the code rules have tests of their own. */
function passingCodes() {
  const consumed: string[] = [];
  const codes: CodeService = {
    issue: async () => ({ code: '123456', expiresInSeconds: 180 }),
    consume: async (target, scene) => {
      consumed.push(`${scene}:${target}`);
    },
  };
  return { codes, consumed };
}

/** The auth service over in-memory accounts; `onRegistered` observes each new account. */
function authWith(accounts: readonly UserRow[] = [], onRegistered: RegistrationHook = async () => undefined) {
  const users = fakeUserRepo(accounts);
  const { codes, consumed } = passingCodes();
  const { sessions, ended } = fakeSessions(createTokenService('auth-service-test-secret-long-enough-0000'));
  const sut = createAuthService({
    users: users.repo,
    sessions,
    limiter: createLoginLimiter(createMemoryState(), 'sign-in'),
    codes,
    sms: undefined,
    email: undefined,
    onRegistered,
  });
  return { sut, users, consumed, ended };
}

describe('registration', () => {
  it('records an active inviter and runs the registration hook for the new account', async () => {
    const inviter = userRow({ id: 'inviter', username: 'host', inviteCode: 'HOSTCODE' });
    const hook = vi.fn<RegistrationHook>(async () => undefined);
    const { sut, users } = authWith([inviter], hook);
    const session = await sut.register({
      username: 'guest',
      nickname: '客人',
      password: PASSWORD,
      inviteCode: 'HOSTCODE',
    });
    expect(users.rows.get(session.user.uid)?.inviterId).toBe('inviter');
    expect(hook).toHaveBeenCalledOnce();
  });

  it('ignores the invite code of a banned member', async () => {
    const banned = userRow({ id: 'banned', username: 'gone', inviteCode: 'BANNEDCODE', status: 'banned' });
    const { sut, users } = authWith([banned]);
    const session = await sut.register({
      username: 'guest',
      nickname: '客人',
      password: PASSWORD,
      inviteCode: 'BANNEDCODE',
    });
    expect(users.rows.get(session.user.uid)?.inviterId).toBeNull();
  });

  it('answers a taken username (in any case) with account-exists', async () => {
    const { sut } = authWith([userRow({ username: 'Taken' })]);
    await expect(sut.register({ username: 'taken', nickname: '重名', password: PASSWORD })).rejects.toMatchObject({
      code: 'uni-id-account-exists',
    });
  });

  it('refuses a weak password before anything is stored', async () => {
    const { sut, users } = authWith();
    await expect(sut.register({ username: 'weak', nickname: '弱', password: '123456' })).rejects.toMatchObject({
      code: 'uni-id-weak-password',
    });
    expect(users.rows.size).toBe(0);
  });

  it('opens register-admin once: the second administrator is refused', async () => {
    const { sut } = authWith();
    const first = await sut.registerAdmin({ username: 'boss', nickname: '管理员', password: PASSWORD });
    expect(first.user.role).toEqual(['admin']);
    await expect(
      sut.registerAdmin({ username: 'boss2', nickname: '又一个', password: PASSWORD }),
    ).rejects.toMatchObject({
      code: 'uni-id-admin-exists',
    });
  });
});

describe('signing in', () => {
  const member = async (overrides: Partial<UserRow> = {}) =>
    userRow({ id: 'member', username: 'reader', passwordHash: await hashPassword(PASSWORD), ...overrides });

  it('answers an unknown account and a wrong password alike', async () => {
    const { sut } = authWith([await member()]);
    await expect(sut.login({ account: 'nobody', password: PASSWORD }, IP)).rejects.toMatchObject({
      code: 'uni-id-password-error',
    });
    await expect(sut.login({ account: 'reader', password: 'wrong-2026' }, IP)).rejects.toMatchObject({
      code: 'uni-id-password-error',
    });
  });

  it('tells a banned member so, only once the password is right', async () => {
    const { sut } = authWith([await member({ status: 'banned' })]);
    await expect(sut.login({ account: 'reader', password: PASSWORD }, IP)).rejects.toMatchObject({
      code: 'uni-id-account-banned',
    });
  });

  it('registers an unknown mobile number on its first SMS sign-in, and signs the known one in', async () => {
    const { sut, users } = authWith();
    const first = await sut.loginBySms({ mobile: '13800138000', code: '123456' });
    const again = await sut.loginBySms({ mobile: '13800138000', code: '123456' });
    expect(again.user.uid).toBe(first.user.uid);
    expect(users.rows.size).toBe(1);
  });
});

describe('resetting a password', () => {
  it('spends the code first, then answers that no account has the number', async () => {
    const { sut, consumed } = authWith();
    await expect(sut.retrieve({ mobile: '13800138001', code: '123456', password: PASSWORD })).rejects.toMatchObject({
      code: 'uni-id-account-not-exists',
    });
    expect(consumed).toEqual(['reset-password:13800138001']);
  });

  it('signs out every device along with the new password', async () => {
    const { sut, users, ended } = authWith([userRow({ id: 'member', mobile: '13800138002', passwordHash: null })]);
    await sut.retrieve({ mobile: '13800138002', code: '123456', password: PASSWORD });
    expect(users.rows.get('member')?.passwordHash).toEqual(expect.any(String));
    expect(ended).toEqual(['member']);
  });
});
