import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POINTS_RULES } from '@tarot/contract/points';
import { addDays, shanghaiDate } from '@tarot/core/calendar/shanghai-day';
import { signUpAdmin } from './admin';
import { times } from './fresh';
import { startTestServer, type TestServer } from './harness';
import { multipartBody } from './multipart';
import { signUp } from './session';
import { tinyPng } from './upload-fixtures';

/**
 * The ad check-in pays once a day, however many finished ad views a member holds and however
 * many requests arrive at once: the view is spent and the day recorded in one transaction.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // An ad check-in needs an ad to watch: an administrator schedules a house promotion for today.
  const admin = await signUpAdmin(server);
  const today = shanghaiDate(new Date());
  const body = multipartBody([
    { name: 'startsOn', value: addDays(today, -1) },
    { name: 'endsOn', value: today },
    { name: 'file', filename: 'promo.png', contentType: 'image/png', data: await tinyPng() },
  ]);
  const scheduled = await server.app.inject({
    method: 'POST',
    url: '/api/admin/promotions',
    headers: { ...admin.headers, ...body.headers },
    payload: body.payload,
  });
  if (scheduled.statusCode !== 200) throw new Error(`promotion: ${scheduled.statusCode} ${scheduled.body}`);
});
afterAll(() => server.close());

type Member = Awaited<ReturnType<typeof signUp>>;
const post = (member: Member, url: string, payload?: Record<string, unknown>) =>
  server.app.inject({ method: 'POST', url, headers: member.headers, ...(payload ? { payload } : {}) });

/** An ad view started long enough ago to count as watched. */
async function finishedAdView(member: Member): Promise<string> {
  const { adViewId } = (await post(member, '/api/points/ad-views')).json() as { adViewId: string };
  await server.database.db.execute(
    sql`update ad_view set started_at = started_at - make_interval(secs => ${POINTS_RULES.adSeconds + 1}) where id = ${adViewId}`,
  );
  return adViewId;
}

const statuses = (answers: readonly { statusCode: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { statusCode } of answers) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
};

const balanceOf = async (member: Member) =>
  (await server.app.inject({ method: 'GET', url: '/api/points', headers: member.headers })).json().balance;

describe('a burst of ad check-ins', () => {
  it('pays once for 20 finished views claimed at the same moment', async () => {
    const member = await signUp(server);
    const views = await Promise.all(times(20, () => finishedAdView(member)));
    const answers = await Promise.all(views.map((adViewId) => post(member, '/api/points/ad-check-in', { adViewId })));
    expect(statuses(answers)).toEqual({ 200: 1, 409: 19 });
    expect(await balanceOf(member)).toBe(POINTS_RULES.adCheckIn);
  });

  it('pays once for one view claimed 20 times at the same moment', async () => {
    const member = await signUp(server);
    const adViewId = await finishedAdView(member);
    const answers = await Promise.all(times(20, () => post(member, '/api/points/ad-check-in', { adViewId })));
    expect(statuses(answers)[200]).toBe(1);
    expect(await balanceOf(member)).toBe(POINTS_RULES.adCheckIn);
  });
});
