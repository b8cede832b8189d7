import { and, count, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCode } from '../src/db/schema';
import { CODE_RULES, createCodeService, type CodeScene } from '../src/modules/accounts/auth/codes';
import { createCodeRepo } from '../src/modules/accounts/auth/code-repo';
import { startTestServer, type TestServer } from './harness';
import { tally } from './tally';
import { newMobile as freshMobile, newIp as freshIp, times } from './fresh';

/**
 * The code rules under bursts of simultaneous requests, on the service over the test database:
 * every check-and-write is one atomic step, so a burst gets exactly what the rules allow.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const newMobile = () => freshMobile('135');
const newIp = () => freshIp('10.77');
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

const codes = (now?: () => number) => createCodeService(createCodeRepo(server.database.db), 'concurrency-secret', now);

async function stored(target: string) {
  return server.database.db
    .select({ attempts: verificationCode.attempts, usedAt: verificationCode.usedAt })
    .from(verificationCode)
    .where(eq(verificationCode.target, target));
}

describe('sending codes in a burst', () => {
  it('sends one of twenty simultaneous requests for one number, from twenty addresses', async () => {
    const mobile = newMobile();
    const service = codes();
    expect(await tally(times(20, () => service.issue(mobile, 'login', newIp())))).toEqual({
      ok: 1,
      'uni-id-verify-code-too-frequent': 19,
    });
    expect(await stored(mobile)).toHaveLength(1);
  });

  it('sends thirty of eighty simultaneous requests for eighty numbers from one address', async () => {
    const ip = newIp();
    const service = codes();
    expect(await tally(times(80, () => service.issue(newMobile(), 'login', ip)))).toEqual({
      ok: CODE_RULES.perIpPerHour,
      RATE_LIMITED: 80 - CODE_RULES.perIpPerHour,
    });
    const [fromIp] = await server.database.db
      .select({ total: count() })
      .from(verificationCode)
      .where(eq(verificationCode.ip, ip));
    expect(fromIp?.total).toBe(CODE_RULES.perIpPerHour);
  });

  it('stops at ten a day per number when the last places are raced for', async () => {
    let clock = Date.parse('2026-11-22T08:00:00Z');
    const service = codes(() => clock);
    const mobile = newMobile();
    for (let sent = 0; sent < CODE_RULES.perTargetPerDay - 2; sent += 1) {
      await service.issue(mobile, 'login', newIp());
      clock += 61_000;
    }
    // Two places left today; every scene may send, so the resend wait leaves several racing for them.
    const scenes: CodeScene[] = ['login', 'reset-password', 'bind-mobile', 'set-password', 'register-email'];
    const outcome = await tally(times(20, (i) => service.issue(mobile, scenes[i % scenes.length]!, newIp())));
    expect(outcome.ok).toBe(2);
    expect((outcome['uni-id-verify-code-daily-limit'] ?? 0) + (outcome['uni-id-verify-code-too-frequent'] ?? 0)).toBe(
      18,
    );
    const [today] = await server.database.db
      .select({ total: count() })
      .from(verificationCode)
      .where(and(eq(verificationCode.target, mobile), gt(verificationCode.createdAt, new Date(clock - 86_400_000))));
    expect(today?.total).toBe(CODE_RULES.perTargetPerDay);
    clock += 61_000;
    await expect(service.issue(mobile, 'login', newIp())).rejects.toMatchObject({
      code: 'uni-id-verify-code-daily-limit',
    });
    clock += 86_400_000;
    await expect(service.issue(mobile, 'login', newIp())).resolves.toMatchObject({ expiresInSeconds: 180 });
  });
});

describe('guessing a code in a burst', () => {
  it('compares exactly five of fifty simultaneous wrong guesses, and the code is dead after them', async () => {
    const mobile = newMobile();
    const service = codes();
    const { code } = await service.issue(mobile, 'login', newIp());
    expect(await tally(times(50, () => service.consume(mobile, 'login', wrongCode(code))))).toEqual({
      'uni-id-invalid-verify-code': 50,
    });
    expect(await stored(mobile)).toEqual([{ attempts: CODE_RULES.maxAttempts, usedAt: null }]);
    await expect(service.consume(mobile, 'login', code)).rejects.toMatchObject({ code: 'uni-id-invalid-verify-code' });
    expect((await stored(mobile))[0]?.attempts).toBe(CODE_RULES.maxAttempts);
  });

  it('compares at most five of two hundred guesses with the right one among them', async () => {
    const mobile = newMobile();
    const service = codes();
    const { code } = await service.issue(mobile, 'login', newIp());
    const outcome = await tally(
      times(200, (i) => service.consume(mobile, 'login', i === 100 ? code : wrongCode(code))),
    );
    const [row] = await stored(mobile);
    expect(row!.attempts).toBeLessThanOrEqual(CODE_RULES.maxAttempts);
    // The right guess passes only if it was among the compared ones, and then the code is spent.
    expect(outcome.ok ?? 0).toBe(row!.usedAt ? 1 : 0);
    expect(outcome['uni-id-invalid-verify-code']).toBe(200 - (outcome.ok ?? 0));
  });

  it('lets one of two hundred simultaneous right guesses use the code', async () => {
    const mobile = newMobile();
    const service = codes();
    const { code } = await service.issue(mobile, 'login', newIp());
    expect(await tally(times(200, () => service.consume(mobile, 'login', code)))).toEqual({
      ok: 1,
      'uni-id-invalid-verify-code': 199,
    });
  });
});
