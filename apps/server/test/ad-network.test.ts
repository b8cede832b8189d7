import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appConfigResponse } from '@tarot/contract/app-config';
import { networkAdViewStarted, pointsSummary, POINTS_RULES } from '@tarot/contract/points';
import { parseConfig } from '../src/config';
import { createCheckInRepo } from '../src/modules/points/check-in-repo';
import { AD_UNIT_ID, startAdMobStandIn, KEY_ID } from './admob-stand-in';
import { times } from './fresh';
import { startTestServer, type TestServer } from './harness';
import { signUp } from './session';

/**
 * The rewarded check-in through an ad network (decision 0030): the host app shows AdMob's ad
 * for a view the server started, and only AdMob's signed callback naming that view pays it —
 * once, however often or however many times at once the callback comes.
 */
let adMob: Awaited<ReturnType<typeof startAdMobStandIn>>;
let server: TestServer;
beforeAll(async () => {
  adMob = await startAdMobStandIn();
  server = await startTestServer({
    config: { adNetwork: { adUnitId: AD_UNIT_ID, keysUrl: adMob.keysUrl, timeoutMs: 300 } },
  });
});
afterAll(async () => {
  await server?.close();
  await adMob?.close();
});

type Member = Awaited<ReturnType<typeof signUp>>;

/** A network view of the member's, started long enough ago to have run its time. */
async function watchedView(member: Member, on = server): Promise<string> {
  const started = await on.app.inject({ method: 'POST', url: '/api/points/ad-views/network', headers: member.headers });
  const { adViewId, customData } = networkAdViewStarted.parse(started.json());
  await on.database.db.execute(
    sql`update ad_view set started_at = started_at - make_interval(secs => ${POINTS_RULES.adSeconds + 1}) where id = ${adViewId}`,
  );
  return customData;
}

const callback = (query: string, on = server) =>
  on.app.inject({ method: 'GET', url: `/api/ads/admob/reward?${query}` });
const answer = (response: { statusCode: number; json(): { code?: string } }) => [
  response.statusCode,
  response.json().code,
];
const summaryOf = async (member: Member) =>
  pointsSummary.parse((await server.app.inject({ method: 'GET', url: '/api/points', headers: member.headers })).json());

describe('the AdMob rewarded check-in', () => {
  it('is offered to host apps only when configured, and a view says which ad unit to load', async () => {
    const config = appConfigResponse.parse((await server.app.inject({ method: 'GET', url: '/api/app-config' })).json());
    expect(config.rewardedAdNetwork).toEqual({ network: 'admob', adUnitId: AD_UNIT_ID });
    const member = await signUp(server);
    const started = networkAdViewStarted.parse(
      (
        await server.app.inject({ method: 'POST', url: '/api/points/ad-views/network', headers: member.headers })
      ).json(),
    );
    expect(started).toMatchObject({ network: 'admob', adUnitId: AD_UNIT_ID, customData: started.adViewId });
  });

  it('pays the view a signed callback names, once; the member cannot claim it themselves', async () => {
    const member = await signUp(server);
    const viewId = await watchedView(member);
    const claimed = await server.app.inject({
      method: 'POST',
      url: '/api/points/ad-check-in',
      headers: member.headers,
      payload: { adViewId: viewId },
    });
    expect(answer(claimed)).toEqual([400, 'AD_VIEW_INVALID']);

    const query = adMob.callback(viewId);
    const paid = await callback(query);
    expect([paid.statusCode, paid.json()]).toEqual([200, { granted: true }]);
    expect(await summaryOf(member)).toMatchObject({ balance: POINTS_RULES.adCheckIn, adCheckedInToday: true });

    expect(answer(await callback(query))).toEqual([409, 'AD_REWARD_REPLAYED']);
    expect(answer(await callback(adMob.callback(viewId)))).toEqual([400, 'AD_VIEW_INVALID']);
    expect((await summaryOf(member)).balance).toBe(POINTS_RULES.adCheckIn);
  });

  it('refuses forged, altered, foreign and unsigned callbacks with AD_CALLBACK_INVALID', async () => {
    const member = await signUp(server);
    const viewId = await watchedView(member);
    const forged = adMob.callback(viewId, {}, adMob.forger);
    const altered = adMob.callback(randomUUID()).replace(/custom_data=[^&]+/, `custom_data=${viewId}`);
    const foreignUnit = adMob.callback(viewId, { ad_unit: '1111111111' });
    const unknownKey = adMob.callback(viewId).replace(`key_id=${KEY_ID}`, 'key_id=42');
    const unsigned = adMob.callback(viewId).replace(/&signature=.*$/, '');
    const garbled = adMob.callback(viewId).replace(/signature=[^&]+/, 'signature=AAAA');
    for (const query of [forged, altered, foreignUnit, unknownKey, unsigned, garbled, '']) {
      expect(answer(await callback(query)), query).toEqual([400, 'AD_CALLBACK_INVALID']);
    }
    expect((await summaryOf(member)).balance).toBe(0);
  });

  it('refuses an unknown, a house-promotion, an unfinished or yesterday’s view with stable codes', async () => {
    const member = await signUp(server);
    expect(answer(await callback(adMob.callback(randomUUID())))).toEqual([400, 'AD_VIEW_INVALID']);
    expect(answer(await callback(adMob.callback('not-a-view')))).toEqual([400, 'AD_VIEW_INVALID']);

    const houseView = await createCheckInRepo(server.database.db).startAdView(
      member.user.uid,
      new Date(Date.now() - 60_000),
    );
    expect(answer(await callback(adMob.callback(houseView.id)))).toEqual([400, 'AD_VIEW_INVALID']);

    const started = await server.app.inject({
      method: 'POST',
      url: '/api/points/ad-views/network',
      headers: member.headers,
    });
    const fresh = networkAdViewStarted.parse(started.json()).customData;
    expect(answer(await callback(adMob.callback(fresh)))).toEqual([400, 'AD_NOT_FINISHED']);

    const old = await watchedView(member);
    await server.database.db.execute(
      sql`update ad_view set started_at = started_at - interval '1 day' where id = ${old}`,
    );
    expect(answer(await callback(adMob.callback(old)))).toEqual([400, 'AD_VIEW_INVALID']);
    expect((await summaryOf(member)).balance).toBe(0);
  });

  it('pays once for 50 copies of one callback, and once for 50 views, arriving at the same moment', async () => {
    const member = await signUp(server);
    const query = adMob.callback(await watchedView(member));
    const copies = await Promise.all(times(50, () => callback(query)));
    expect(copies.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const response of copies.filter((r) => r.statusCode !== 200)) {
      expect(answer(response)).toEqual([409, 'AD_REWARD_REPLAYED']);
    }

    const other = await signUp(server);
    const views = await Promise.all(times(50, () => watchedView(other)));
    const rewards = await Promise.all(views.map((viewId) => callback(adMob.callback(viewId))));
    expect(rewards.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const response of rewards.filter((r) => r.statusCode !== 200)) {
      expect(answer(response)).toEqual([409, 'CHECK_IN_DONE_TODAY']);
    }
    expect((await summaryOf(member)).balance).toBe(POINTS_RULES.adCheckIn);
    expect((await summaryOf(other)).balance).toBe(POINTS_RULES.adCheckIn);
  });
});

describe('AdMob’s key server', () => {
  it('is asked once for any number of callbacks, and its silence or failure answers 503 until it is back', async () => {
    const standIn = await startAdMobStandIn();
    const own = await startTestServer({
      config: { adNetwork: { adUnitId: AD_UNIT_ID, keysUrl: standIn.keysUrl, timeoutMs: 300 } },
    });
    try {
      const member = await signUp(own);
      const viewId = await watchedView(member, own);
      standIn.setMode('hanging');
      expect(answer(await callback(standIn.callback(viewId), own))).toEqual([503, 'AD_NETWORK_UNAVAILABLE']);
      standIn.setMode('down');
      expect(answer(await callback(standIn.callback(viewId), own))).toEqual([503, 'AD_NETWORK_UNAVAILABLE']);

      standIn.setMode('up');
      const before = standIn.keyFetches;
      const first = await Promise.all(times(5, () => callback(standIn.callback(randomUUID()), own)));
      expect(first.map(answer)).toEqual(times(5, () => [400, 'AD_VIEW_INVALID']));
      expect(standIn.keyFetches - before).toBe(1);
      expect((await callback(standIn.callback(viewId), own)).statusCode).toBe(200);
    } finally {
      await own.close();
      await standIn.close();
    }
  });
});

describe('the ad network settings', () => {
  it('turn AdMob on with its rewarded ad unit, keys from Google unless told otherwise', () => {
    expect(parseConfig({}).adNetwork).toBeUndefined();
    expect(parseConfig({ ADMOB_REWARDED_AD_UNIT_ID: AD_UNIT_ID }).adNetwork).toEqual({
      adUnitId: AD_UNIT_ID,
      keysUrl: 'https://www.gstatic.com/admob/reward/verifier-keys.json',
      timeoutMs: 5000,
    });
    expect(() => parseConfig({ ADMOB_REWARDED_AD_UNIT_ID: '5224354917' })).toThrow(/ADMOB_REWARDED_AD_UNIT_ID/);
    expect(() => parseConfig({ ADMOB_REWARDED_AD_UNIT_ID: AD_UNIT_ID, ADMOB_KEYS_URL: 'ftp://keys' })).toThrow(
      /ADMOB_KEYS_URL/,
    );
  });

  it('without them, there is no network view to start and no callback to take', async () => {
    const plain = await startTestServer();
    try {
      const config = appConfigResponse.parse(
        (await plain.app.inject({ method: 'GET', url: '/api/app-config' })).json(),
      );
      expect(config.rewardedAdNetwork).toBeNull();
      const member = await signUp(plain);
      const start = await plain.app.inject({
        method: 'POST',
        url: '/api/points/ad-views/network',
        headers: member.headers,
      });
      expect(answer(start)).toEqual([409, 'AD_NOT_AVAILABLE']);
      expect(answer(await callback(adMob.callback(randomUUID()), plain))).toEqual([404, 'NOT_FOUND']);
    } finally {
      await plain.close();
    }
  });
});
