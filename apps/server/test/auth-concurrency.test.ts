import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkQueue } from '../src/lib/work-queue';
import { startTestServer, type TestServer } from './harness';
import { authServices } from './auth-services';
import { sessionIdOf } from './session';
import { tally } from './tally';
import { unique, times } from './fresh';

/**
 * The password lock under bursts of simultaneous guesses: every guess is counted before its
 * password is checked, so a burst gets six checks, whatever its size.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PASSWORD = 'tarot2026!';
const IP = '10.66.0.1';

async function member() {
  const services = authServices(server);
  const session = await services.auth.register({
    username: `burst_${unique()}`,
    nickname: '守门人',
    password: PASSWORD,
  });
  return { ...services, session, username: session.user.username! };
}

describe('signing in with a burst of wrong passwords', () => {
  it('checks six of forty, refuses the rest and then the right password too', async () => {
    const { auth, username } = await member();
    const burst = times(40, () => auth.login({ account: username, password: 'wrong-pass1' }, IP));
    expect(await tally(burst)).toEqual({
      'uni-id-password-error': 6,
      'uni-id-password-error-exceed-limit': 34,
    });
    await expect(auth.login({ account: username, password: PASSWORD }, IP)).rejects.toMatchObject({
      code: 'uni-id-password-error-exceed-limit',
    });
  });

  it('counts a name that belongs to no account the same way', async () => {
    const { auth } = authServices(server);
    const ghost = `ghost_${unique()}`.slice(0, 20);
    expect(await tally(times(40, () => auth.login({ account: ghost, password: 'wrong-pass1' }, IP)))).toEqual({
      'uni-id-password-error': 6,
      'uni-id-password-error-exceed-limit': 34,
    });
  });

  it('still signs in with the right password among the first six, and counts afresh after it', async () => {
    const { auth, username } = await member();
    const login = (password: string) => auth.login({ account: username, password }, IP);
    expect(await tally(times(5, () => login('wrong-pass1')))).toEqual({ 'uni-id-password-error': 5 });
    await expect(login(PASSWORD)).resolves.toMatchObject({ user: { username } });
    expect(await tally(times(5, () => login('wrong-pass1')))).toEqual({ 'uni-id-password-error': 5 });
    await expect(login(PASSWORD)).resolves.toMatchObject({ user: { username } });
  });
});

describe('changing the password with a burst of wrong current passwords', () => {
  it('checks six of forty, refuses the rest and then the right password too', async () => {
    const { user, session } = await member();
    const change = (oldPassword: string) =>
      user.changePassword(
        session.user.uid,
        sessionIdOf(session.token),
        { oldPassword, newPassword: 'tarot2027!', signOutOthers: true },
        IP,
      );
    expect(await tally(times(40, () => change('wrong-pass1')))).toEqual({
      'uni-id-old-password-error': 6,
      'uni-id-password-error-exceed-limit': 34,
    });
    await expect(change(PASSWORD)).rejects.toMatchObject({ code: 'uni-id-password-error-exceed-limit' });
  });
});

describe('the limit on simultaneous password hashing', () => {
  it('runs two of ten tasks at a time, the others in order of arrival', async () => {
    const limited = createWorkQueue({ slots: 2 }).run;
    const finish: (() => void)[] = [];
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const tasks = Array.from({ length: 10 }, (_, i) =>
      limited(async () => {
        started.push(i);
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => finish.push(resolve));
        running -= 1;
        return i;
      }),
    );
    // Let the tasks that may start do so, then finish whichever runs, one at a time.
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    await settle();
    expect(started).toEqual([0, 1]);
    while (finish.length > 0) {
      finish.shift()!();
      await settle();
    }
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(most).toBe(2);
  });

  it('frees the place of a task that failed', async () => {
    const limited = createWorkQueue({ slots: 1 }).run;
    await expect(limited(() => Promise.reject(new Error('argon2 failed')))).rejects.toThrow('argon2 failed');
    await expect(limited(async () => 'next')).resolves.toBe('next');
  });
});
