import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionResponse } from '@tarot/contract/auth';
import { INVITE_MARKER } from '@tarot/contract/invite';
import { invitedPage, ledgerPage, pointsSummary, POINTS_RULES } from '@tarot/contract/points';
import { latestRelease } from '@tarot/contract/app-release';
import { createCheckInRepo } from '../src/modules/points/check-in-repo';
import { createLedgerRepo } from '../src/modules/points/ledger-repo';
import { createPointsService } from '../src/modules/points/service';
import { maskNickname } from '../src/modules/points/invite-service';
import { startTestServer, type TestServer } from './harness';
import { unique } from './fresh';
import { signUp } from './session';
import { APP_DOWNLOAD_DEFAULTS } from '../src/config';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => server.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers = {}, payload?: Record<string, unknown>) =>
  server.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const summaryOf = async (headers: Headers) => pointsSummary.parse((await get('/api/points', headers)).json());

/** The service on a clock the test moves, over the same database as the server. */
function pointsOnClock(start: string) {
  let clock = Date.parse(start);
  const db = server.database.db;
  const service = createPointsService({
    checkIns: createCheckInRepo(db),
    ledger: createLedgerRepo(db),
    now: () => new Date(clock),
  });
  return {
    service,
    set: (iso: string) => void (clock = Date.parse(iso)),
    advance: (ms: number) => void (clock += ms),
  };
}

describe('points need login', () => {
  it.each([
    ['GET', '/api/points'],
    ['GET', '/api/points/ledger'],
    ['POST', '/api/points/check-in'],
    ['POST', '/api/points/ad-views'],
    ['POST', '/api/points/ad-check-in'],
    ['GET', '/api/invites/me'],
    ['GET', '/api/invites/invited'],
  ] as const)('%s %s answers 401 with the token code', async (method, url) => {
    const response = await server.app.inject({ method, url });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('uni-id-check-token-failed');
  });
});

describe('the daily check-in', () => {
  it('awards once for 20 simultaneous requests: one ledger row, the balance rises once', async () => {
    const member = await signUp(server);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('/api/points/check-in', member.headers)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe('CHECK_IN_DONE_TODAY');
    expect(answers.find((answer) => answer.statusCode === 200)!.json()).toEqual({ points: 5, streak: 1, balance: 5 });

    const summary = await summaryOf(member.headers);
    expect(summary).toMatchObject({ balance: 5, checkedInToday: true, streak: 1, nextCheckInPoints: 6 });
    expect(summary.recentCheckIns).toEqual([summary.today]);
    const ledger = ledgerPage.parse((await get('/api/points/ledger', member.headers)).json());
    expect(ledger).toMatchObject({ page: 1, hasMore: false, nextCursor: null });
    expect(ledger.items).toHaveLength(1);
    expect(ledger.items[0]).toMatchObject({ amount: 5, reason: 'check-in', balance: 5 });
    const me = sessionResponse.shape.user.parse((await get('/api/auth/me', member.headers)).json());
    expect(me.score).toBe(5);
  });

  it('grows the streak across Asia/Shanghai days and resets it after a missed day', async () => {
    const member = await signUp(server);
    const uid = member.user.uid;
    const clock = pointsOnClock('2026-03-01T15:59:00Z'); // 23:59 on 1 March in Shanghai
    expect(await clock.service.checkIn(uid)).toEqual({ points: 5, streak: 1, balance: 5 });
    clock.set('2026-03-01T16:01:00Z'); // two minutes later it is already 2 March there
    expect(await clock.service.checkIn(uid)).toEqual({ points: 6, streak: 2, balance: 11 });
    await expect(clock.service.checkIn(uid)).rejects.toMatchObject({ code: 'CHECK_IN_DONE_TODAY' });
    clock.set('2026-03-03T01:00:00Z');
    expect(await clock.service.checkIn(uid)).toMatchObject({ points: 7, streak: 3 });
    expect(await clock.service.summary(uid)).toMatchObject({
      today: '2026-03-03',
      checkedInToday: true,
      streak: 3,
      recentCheckIns: ['2026-03-03', '2026-03-02', '2026-03-01'],
    });

    clock.set('2026-03-04T10:00:00Z'); // not checked in yet today: yesterday's streak still stands
    expect(await clock.service.summary(uid)).toMatchObject({ checkedInToday: false, streak: 3, nextCheckInPoints: 8 });
    clock.set('2026-03-05T10:00:00Z'); // 4 March passed without a check-in
    expect(await clock.service.summary(uid)).toMatchObject({ streak: 0, nextCheckInPoints: 5 });
    expect(await clock.service.checkIn(uid)).toEqual({ points: 5, streak: 1, balance: 23 });
  });

  it('caps the streak bonus on the seventh day', async () => {
    const member = await signUp(server);
    const clock = pointsOnClock('2026-04-01T04:00:00Z');
    const earned: number[] = [];
    for (let day = 0; day < 9; day += 1) {
      earned.push((await clock.service.checkIn(member.user.uid)).points);
      clock.advance(86_400_000);
    }
    expect(earned).toEqual([5, 6, 7, 8, 9, 10, 11, 11, 11]);
  });
});

describe('invitations', () => {
  it('lists invitees newest first, going on by cursor', async () => {
    const inviter = await signUp(server);
    for (const nickname of ['甲乙', '丙丁']) {
      const register = await post(
        '/api/auth/register',
        {},
        { username: `inv_${unique()}`, nickname, password: 'tarot2026!', inviteCode: inviter.user.inviteCode },
      );
      expect(register.statusCode).toBe(200);
    }
    const first = invitedPage.parse((await get('/api/invites/invited?pageSize=1', inviter.headers)).json());
    expect(first).toMatchObject({ page: 1, pageSize: 1, hasMore: true });
    expect(first.items.map((person) => person.nickname)).toEqual(['丙*']);
    const next = `/api/invites/invited?page=2&pageSize=1&cursor=${first.nextCursor}`;
    const second = invitedPage.parse((await get(next, inviter.headers)).json());
    expect(second).toMatchObject({ page: 2, hasMore: false, nextCursor: null });
    expect(second.items.map((person) => person.nickname)).toEqual(['甲*']);
  });

  it('pays the inviter once per invitee and lists them masked', async () => {
    const inviter = await signUp(server);
    const register = await post(
      '/api/auth/register',
      {},
      {
        username: `inv_${Date.now().toString(36)}`,
        nickname: '星空旅人',
        password: 'tarot2026!',
        inviteCode: inviter.user.inviteCode,
      },
    );
    expect(register.statusCode).toBe(200);
    const invitee = sessionResponse.parse(register.json()).user;

    expect((await summaryOf(inviter.headers)).balance).toBe(POINTS_RULES.invite);
    const mine = (await get('/api/invites/me', inviter.headers)).json();
    expect(mine).toEqual({
      inviteCode: inviter.user.inviteCode,
      shareText: `${INVITE_MARKER}${inviter.user.inviteCode}`,
      invitedCount: 1,
      pointsEarned: POINTS_RULES.invite,
    });
    const invited = (await get('/api/invites/invited', inviter.headers)).json();
    expect(invited).toMatchObject({ page: 1, pageSize: 20, hasMore: false, nextCursor: null });
    expect(invited.items).toEqual([{ nickname: '星**人', joinedAt: expect.any(String), points: POINTS_RULES.invite }]);

    // The registration event again (a retry) pays nothing more.
    const clock = pointsOnClock('2026-06-01T00:00:00Z');
    await server.database.db.transaction((tx) =>
      clock.service.onRegistered({ id: invitee.uid, inviterId: inviter.user.uid }, tx),
    );
    expect((await summaryOf(inviter.headers)).balance).toBe(POINTS_RULES.invite);
    const ledger = ledgerPage.parse((await get('/api/points/ledger', inviter.headers)).json());
    expect(ledger.items.map((item) => [item.reason, item.amount])).toEqual([['invite', POINTS_RULES.invite]]);
  });

  it('never pays for inviting oneself', async () => {
    const member = await signUp(server);
    const clock = pointsOnClock('2026-06-01T00:00:00Z');
    await server.database.db.transaction((tx) =>
      clock.service.onRegistered({ id: member.user.uid, inviterId: member.user.uid }, tx),
    );
    expect((await summaryOf(member.headers)).balance).toBe(0);
  });

  it('masks nicknames of any length', () => {
    expect(maskNickname('星空旅人')).toBe('星**人');
    expect(maskNickname('读者')).toBe('读*');
    expect(maskNickname('X')).toBe('X*');
    expect(maskNickname('🌙月亮🌙')).toBe('🌙**🌙');
  });
});

describe('the ledger', () => {
  it('pages newest first with page 1 and size 20 by default, and refuses a page size over 100', async () => {
    const member = await signUp(server);
    const clock = pointsOnClock('2026-07-01T04:00:00Z');
    for (let day = 0; day < 5; day += 1) {
      await clock.service.checkIn(member.user.uid);
      clock.advance(86_400_000);
    }
    const all = ledgerPage.parse((await get('/api/points/ledger', member.headers)).json());
    expect(all).toMatchObject({ page: 1, pageSize: 20, hasMore: false, nextCursor: null });
    expect(all.items.map((item) => item.amount)).toEqual([9, 8, 7, 6, 5]);
    expect(all.items.map((item) => item.balance)).toEqual([35, 26, 18, 11, 5]);

    const second = ledgerPage.parse((await get('/api/points/ledger?page=2&pageSize=2', member.headers)).json());
    expect(second).toMatchObject({ page: 2, hasMore: true });
    expect(second.items.map((item) => item.amount)).toEqual([7, 6]);
    const last = ledgerPage.parse(
      (await get(`/api/points/ledger?page=3&pageSize=2&cursor=${second.nextCursor}`, member.headers)).json(),
    );
    expect(last).toMatchObject({ page: 3, hasMore: false, nextCursor: null });
    expect(last.items.map((item) => item.amount)).toEqual([5]);

    const tooBig = await get('/api/points/ledger?pageSize=101', member.headers);
    expect([tooBig.statusCode, tooBig.json().code]).toEqual([400, 'INVALID_PARAM']);
  });
});

describe('checking for updates', () => {
  it('answers visitors with the seeded latest release and the configured download links', async () => {
    const response = await get('/api/app/version');
    expect(response.statusCode).toBe(200);
    expect(latestRelease.parse(response.json())).toEqual({
      version: '1.0.7',
      versionCode: 100060,
      downloadLinks: APP_DOWNLOAD_DEFAULTS,
    });
  });
});
