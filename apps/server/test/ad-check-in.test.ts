import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adViewStarted, pointsSummary, POINTS_RULES } from '@tarot/contract/points';
import { promotion, promotionList } from '@tarot/contract/promotions';
import { shanghaiDate, addDays } from '@tarot/core/calendar/shanghai-day';
import { createAdCheckInService } from '../src/modules/points/ad-check-in';
import { createCheckInRepo } from '../src/modules/points/check-in-repo';
import { createLedgerRepo } from '../src/modules/points/ledger-repo';
import { signUpAdmin } from './admin';
import { startTestServer, type TestServer } from './harness';
import { multipartBody, type FormPart } from './multipart';
import { signUp } from './session';
import { tinyPng } from './upload-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload?: object) =>
  server.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const today = () => shanghaiDate(new Date());

/** A minimal MP4 (an `ftyp` box) and WebM (an EBML header with DocType webm): what sniffing looks at. */
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom\0\0\0\0isomiso2'), Buffer.alloc(64)]);
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]), Buffer.from('webm'), Buffer.alloc(64)]);

function upload(headers: Headers, fields: Record<string, string>, data: Buffer) {
  const parts: FormPart[] = [
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', filename: 'promo.bin', contentType: 'application/octet-stream', data },
  ];
  const body = multipartBody(parts);
  return server.app.inject({
    method: 'POST',
    url: '/api/admin/promotions',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

const schedule = (days = 0) => ({ startsOn: addDays(today(), -1), endsOn: addDays(today(), days) });

describe('house promotions in the console', () => {
  it('takes an image or an MP4/WebM recognised by its bytes, and refuses anything else', async () => {
    const admin = await signUpAdmin(server);
    const image = await upload(admin.headers, { link: 'https://example.com/moon', languages: 'en,ja', ...schedule(3) }, await tinyPng());
    expect(image.statusCode).toBe(200);
    expect(promotion.parse(image.json())).toMatchObject({ mediaType: 'image/png', languages: ['en', 'ja'], link: 'https://example.com/moon' });
    const mp4 = await upload(admin.headers, schedule(), MP4);
    expect(mp4.json()).toMatchObject({ mediaType: 'video/mp4' });
    expect((await upload(admin.headers, schedule(), WEBM)).json().mediaType).toBe('video/webm');

    const text = await upload(admin.headers, schedule(), Buffer.from('<svg onload="alert(1)"></svg>'));
    expect([text.statusCode, text.json().code]).toEqual([415, 'PROMOTION_MEDIA_UNSUPPORTED']);
    const tooBig = await upload(admin.headers, schedule(), Buffer.concat([MP4, Buffer.alloc(10 * 1024 * 1024)]));
    expect([tooBig.statusCode, tooBig.json().code]).toEqual([413, 'FILE_TOO_LARGE']);
    const backwards = await upload(admin.headers, { startsOn: today(), endsOn: addDays(today(), -2) }, MP4);
    expect(backwards.statusCode).toBe(400);
    const script = await upload(admin.headers, { link: 'javascript:alert(1)', ...schedule() }, MP4);
    expect(script.statusCode).toBe(400);
    const unknownLanguage = await upload(admin.headers, { languages: 'xx', ...schedule() }, MP4);
    expect(unknownLanguage.statusCode).toBe(400);

    const list = promotionList.parse((await server.app.inject({ method: 'GET', url: '/api/admin/promotions', headers: admin.headers })).json());
    expect(list.items.length).toBeGreaterThanOrEqual(3);
    const media = await server.app.inject({ method: 'GET', url: list.items[0]!.mediaUrl });
    expect(media.statusCode).toBe(200);
    for (const item of list.items) {
      const removed = await server.app.inject({ method: 'DELETE', url: `/api/admin/promotions/${item.id}`, headers: admin.headers });
      expect(removed.statusCode).toBe(200);
    }
  });

  it('is for administrators only', async () => {
    const member = await signUp(server);
    expect((await upload(member.headers, schedule(), MP4)).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: '/api/admin/promotions', headers: member.headers })).statusCode).toBe(403);
  });
});

describe('the rewarded check-in', () => {
  it('has no ad and refuses to start one when nothing is scheduled (or not in this language)', async () => {
    await server.database.db.execute(sql`delete from ad_promotion`);
    const member = await signUp(server);
    const summary = pointsSummary.parse((await server.app.inject({ method: 'GET', url: '/api/points', headers: member.headers })).json());
    expect(summary.adCheckInAvailable).toBe(false);
    const refused = await post('/api/points/ad-views', member.headers);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'AD_NOT_AVAILABLE']);

    const admin = await signUpAdmin(server);
    const later = await upload(admin.headers, { startsOn: addDays(today(), 1), endsOn: addDays(today(), 5) }, MP4);
    const japanese = await upload(admin.headers, { languages: 'ja', ...schedule() }, MP4);
    expect([later.statusCode, japanese.statusCode]).toEqual([200, 200]);
    expect((await post('/api/points/ad-views?language=en', member.headers)).json().code).toBe('AD_NOT_AVAILABLE');
    const inJapanese = await post('/api/points/ad-views?language=ja', member.headers);
    expect(adViewStarted.parse(inJapanese.json()).promotion.id).toBe(japanese.json().id);
    await server.database.db.execute(sql`delete from ad_promotion`);
  });

  it('grants the check-in once for a burst of 50, after the view ran its time, and never with a used view', async () => {
    const admin = await signUpAdmin(server);
    const scheduled = await upload(admin.headers, schedule(), await tinyPng());
    expect(scheduled.statusCode).toBe(200);
    const member = await signUp(server);
    const summary = pointsSummary.parse((await server.app.inject({ method: 'GET', url: '/api/points', headers: member.headers })).json());
    expect(summary.adCheckInAvailable).toBe(true);

    const started = adViewStarted.parse((await post('/api/points/ad-views', member.headers)).json());
    expect(started.promotion).toMatchObject({ id: scheduled.json().id, mediaType: 'image/png' });
    expect((await server.app.inject({ method: 'GET', url: started.promotion.mediaUrl })).statusCode).toBe(200);
    const early = await post('/api/points/ad-check-in', member.headers, { adViewId: started.adViewId });
    expect([early.statusCode, early.json().code]).toEqual([400, 'AD_NOT_FINISHED']);

    await server.database.db.execute(
      sql`update ad_view set started_at = started_at - make_interval(secs => ${POINTS_RULES.adSeconds + 1}) where id = ${started.adViewId}`,
    );
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post('/api/points/ad-check-in', member.headers, { adViewId: started.adViewId })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(['AD_VIEW_INVALID', 'CHECK_IN_DONE_TODAY']).toContain(answer.json().code);
    }
    const after = pointsSummary.parse((await server.app.inject({ method: 'GET', url: '/api/points', headers: member.headers })).json());
    expect(after).toMatchObject({ balance: POINTS_RULES.adCheckIn, adCheckedInToday: true });

    const other = await signUp(server);
    const stolen = await post('/api/points/ad-check-in', other.headers, { adViewId: started.adViewId });
    expect([stolen.statusCode, stolen.json().code]).toEqual([400, 'AD_VIEW_INVALID']);
  });

  it('counts the seconds on the server clock and takes only today’s view', async () => {
    const member = await signUp(server);
    let clock = Date.parse('2026-05-10T03:00:00Z');
    const db = server.database.db;
    const ads = createAdCheckInService({
      checkIns: createCheckInRepo(db),
      ledger: createLedgerRepo(db),
      ads: { pick: async () => undefined, toPromotion: () => promotion.parse({}) },
      now: () => new Date(clock),
    });
    const uid = member.user.uid;
    const view = await createCheckInRepo(db).startAdView(uid, new Date(clock));
    clock += POINTS_RULES.adSeconds * 1000 - 1;
    await expect(ads.checkIn(uid, view.id)).rejects.toMatchObject({ code: 'AD_NOT_FINISHED' });
    clock += 1;
    const next = await createCheckInRepo(db).startAdView(uid, new Date(clock));
    clock += 86_400_000; // a view from yesterday, watched to its end, is no longer good
    await expect(ads.checkIn(uid, next.id)).rejects.toMatchObject({ code: 'AD_VIEW_INVALID' });
    clock -= 86_400_000 - POINTS_RULES.adSeconds * 1000;
    expect(await ads.checkIn(uid, next.id)).toMatchObject({ points: POINTS_RULES.adCheckIn });
    await expect(ads.checkIn(uid, view.id)).rejects.toMatchObject({ code: 'CHECK_IN_DONE_TODAY' });
  });
});
