import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminArticle,
  adminArticlePage,
  adminFeedbackPage,
  adminStats,
  adminUser,
  adminUserPage,
} from '@tarot/contract/admin';
import { bannerSchema, publicBannerList } from '@tarot/contract/banners';
import { appUser, checkIn, feedback, tarotReading } from '../src/db/schema';
import { addDays, shanghaiDate } from '@tarot/core/calendar/shanghai-day';
import { signUpAdmin } from './admin';
import { startTestServer, type TestServer } from './harness';
import { signUp } from './session';

let server: TestServer;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
let member: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signUpAdmin(server);
  member = await signUp(server);
});
afterAll(() => server.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string> = {}, payload?: unknown) =>
  server.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const someId = '00000000-0000-4000-8000-000000000000';
const articleInput = (slug: string) => ({
  slug,
  category: 'tarot',
  texts: {
    'zh-Hans': { title: '愚人牌的旅程', summary: '从零开始', body: '第一段。\n\n第二段。' },
    en: { title: "The Fool's Journey", summary: 'Starting from zero', body: 'One.\n\nTwo.' },
  },
});
const bannerInput = (title: string, sort = 0) => ({ title, image: '/tarot/banners/moon.webp', link: '/zhen', sort });

const ADMIN_ROUTES: [Method, string, unknown?][] = [
  ['GET', '/api/admin/feedback'],
  ['POST', `/api/admin/feedback/${someId}/reply`, { reply: '谢谢' }],
  ['GET', '/api/admin/users'],
  ['POST', `/api/admin/users/${someId}/ban`],
  ['POST', `/api/admin/users/${someId}/unban`],
  ['POST', `/api/admin/users/${someId}/grant-admin`],
  ['POST', `/api/admin/users/${someId}/revoke-admin`],
  ['GET', '/api/admin/articles'],
  ['GET', `/api/admin/articles/${someId}`],
  ['POST', '/api/admin/articles', articleInput('refused')],
  ['PUT', `/api/admin/articles/${someId}`, articleInput('refused')],
  ['POST', `/api/admin/articles/${someId}/publish`],
  ['POST', `/api/admin/articles/${someId}/unpublish`],
  ['GET', '/api/admin/banners'],
  ['POST', '/api/admin/banners', bannerInput('refused')],
  ['PUT', `/api/admin/banners/${someId}`, bannerInput('refused')],
  ['POST', `/api/admin/banners/${someId}/publish`],
  ['POST', `/api/admin/banners/${someId}/unpublish`],
  ['DELETE', `/api/admin/banners/${someId}`],
  ['POST', '/api/admin/banners/order', { ids: [someId] }],
  ['GET', '/api/admin/stats'],
];

describe('who may use the admin console', () => {
  it.each(ADMIN_ROUTES)(
    '%s %s refuses a visitor (401) and a member (403), even with bad input',
    async (method, url, body) => {
      const visitor = await call(method, url, {}, body);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().code).toBe('uni-id-check-token-failed');
      const refused = await call(method, url, member.headers, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('uni-id-permission-error');
      // Input is checked only after the permission: a member learns nothing from a malformed call.
      const malformed = await call(method, `${url}${url.includes('?') ? '&' : '?'}page=0`, member.headers, body);
      expect(malformed.json().code).toBe('uni-id-permission-error');
    },
  );

  it('lets a member holding just one permission into that area only', async () => {
    const editor = await signUp(server);
    await server.database.db
      .update(appUser)
      .set({ permission: ['admin:content'] })
      .where(eq(appUser.id, editor.user.uid));
    expect((await call('GET', '/api/admin/articles', editor.headers)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/users', editor.headers)).json().code).toBe('uni-id-permission-error');
  });
});

describe('feedback', () => {
  it('lists feedback by status with its author and records a reply the member can see in the row', async () => {
    const [asked] = await server.database.db
      .insert(feedback)
      .values({
        userId: member.user.uid,
        content: '抽牌动画可以再快一点吗？',
        contact: 'wx: reader',
        mobile: '13800000001',
      })
      .returning();
    await server.database.db.insert(feedback).values({ content: '访客的留言' });

    const open = adminFeedbackPage.parse((await call('GET', '/api/admin/feedback?status=open', admin.headers)).json());
    expect(open.total).toBe(2);
    const mine = open.items.find((item) => item.id === asked!.id)!;
    expect(mine.author).toEqual({ id: member.user.uid, nickname: '读者' });
    expect(mine.mobile).toBe('13800000001');
    expect(open.items.find((item) => item.id !== asked!.id)!.author).toBeNull();

    expect(
      (await call('POST', `/api/admin/feedback/${asked!.id}/reply`, admin.headers, { reply: '  ' })).statusCode,
    ).toBe(400);
    const replied = await call('POST', `/api/admin/feedback/${asked!.id}/reply`, admin.headers, {
      reply: '已经加快了，谢谢！',
    });
    expect(replied.statusCode).toBe(200);
    expect(replied.json().reply).toBe('已经加快了，谢谢！');

    const [row] = await server.database.db.select().from(feedback).where(eq(feedback.id, asked!.id));
    expect(row!.reply).toBe('已经加快了，谢谢！');
    expect(row!.repliedBy).toBe(admin.user.uid);
    expect(row!.repliedAt).toBeInstanceOf(Date);

    const answered = adminFeedbackPage.parse(
      (await call('GET', '/api/admin/feedback?status=replied', admin.headers)).json(),
    );
    expect(answered.items.map((item) => item.id)).toEqual([asked!.id]);
    expect(
      adminFeedbackPage.parse((await call('GET', '/api/admin/feedback?status=open', admin.headers)).json()).total,
    ).toBe(1);
    expect((await call('GET', '/api/admin/feedback?status=closed', admin.headers)).json().code).toBe('INVALID_PARAM');
    expect((await call('POST', `/api/admin/feedback/${someId}/reply`, admin.headers, { reply: 'x' })).statusCode).toBe(
      404,
    );
  });
});

describe('users', () => {
  const me = (headers: Record<string, string>) => call('GET', '/api/auth/me', headers);

  it('bans at once (sessions end, sign-in refused) and unbanning lets the member sign in again', async () => {
    const target = await signUp(server);
    expect((await me(target.headers)).statusCode).toBe(200);

    const banned = adminUser.parse(
      (await call('POST', `/api/admin/users/${target.user.uid}/ban`, admin.headers)).json(),
    );
    expect(banned.status).toBe('banned');
    const next = await me(target.headers);
    expect(next.statusCode).toBe(403);
    expect(next.json().code).toBe('uni-id-account-banned');
    const login = { account: target.user.username, password: 'tarot2026!' };
    expect((await call('POST', '/api/auth/login', {}, login)).json().code).toBe('uni-id-account-banned');

    expect(
      adminUser.parse((await call('POST', `/api/admin/users/${target.user.uid}/unban`, admin.headers)).json()).status,
    ).toBe('active');
    const again = await call('POST', '/api/auth/login', {}, login);
    expect(again.statusCode).toBe(200);
    const fresh = { authorization: `Bearer ${again.json().token}` };
    expect((await me(fresh)).statusCode).toBe(200);
    // Lifting a ban that is not there changes nothing, and signs nobody out.
    await call('POST', `/api/admin/users/${target.user.uid}/unban`, admin.headers);
    expect((await me(fresh)).statusCode).toBe(200);
    // The ban revoked the old session for good.
    expect((await me(target.headers)).json().code).toBe('uni-id-check-token-failed');
  });

  it.each<[Method, string, unknown?]>([
    ['GET', '/api/points'],
    ['POST', '/api/points/check-in'],
    ['GET', '/api/invites/me'],
    ['GET', '/api/readings'],
    ['GET', '/api/daily-card'],
    ['GET', '/api/charts'],
    ['GET', '/api/read-log'],
    ['GET', '/api/user/preferences'],
    ['GET', '/api/passkeys'],
    // Refused for the ban before the body is looked at: a malformed body changes nothing.
    ['PATCH', '/api/user/profile', { nickname: 42 }],
    ['POST', '/api/files/temp-urls', { fileList: 'not a list' }],
  ])('refuses a banned member at %s %s', async (method, url, payload) => {
    const target = await signUp(server);
    await call('POST', `/api/admin/users/${target.user.uid}/ban`, admin.headers);
    const response = await call(method, url, target.headers, payload);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('uni-id-account-banned');
  });

  it('still takes feedback from a banned member, who then reads the reply: the way to appeal', async () => {
    const target = await signUp(server);
    await call('POST', `/api/admin/users/${target.user.uid}/ban`, admin.headers);
    const sent = await call('POST', '/api/feedback', target.headers, { content: '我的账号为什么被封禁？' });
    expect(sent.statusCode).toBe(200);
    const mine = await call('GET', '/api/feedback/mine', target.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items[0].content).toBe('我的账号为什么被封禁？');
  });

  it('grants and revokes the administrator role, effective on the next request', async () => {
    const helper = await signUp(server);
    expect((await call('GET', '/api/admin/stats', helper.headers)).statusCode).toBe(403);
    const granted = adminUser.parse(
      (await call('POST', `/api/admin/users/${helper.user.uid}/grant-admin`, admin.headers)).json(),
    );
    expect(granted.role).toEqual(['user', 'admin']);
    expect((await call('GET', '/api/admin/stats', helper.headers)).statusCode).toBe(200);
    // Granting twice keeps one `admin`.
    expect((await call('POST', `/api/admin/users/${helper.user.uid}/grant-admin`, admin.headers)).json().role).toEqual([
      'user',
      'admin',
    ]);

    const revoked = adminUser.parse(
      (await call('POST', `/api/admin/users/${helper.user.uid}/revoke-admin`, admin.headers)).json(),
    );
    expect(revoked.role).toEqual(['user']);
    expect((await call('GET', '/api/admin/stats', helper.headers)).json().code).toBe('uni-id-permission-error');
  });

  it('refuses to let administrators ban or demote themselves', async () => {
    for (const action of ['ban', 'revoke-admin']) {
      const answer = await call('POST', `/api/admin/users/${admin.user.uid}/${action}`, admin.headers);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().code).toBe('ADMIN_SELF_ACTION');
    }
    expect((await call('GET', '/api/admin/stats', admin.headers)).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/users/${someId}/ban`, admin.headers)).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/users/not-a-uuid/ban', admin.headers)).json().code).toBe('INVALID_PARAM');
  });

  it('searches names, phone numbers and e-mail with % and _ taken literally, masked in the answer', async () => {
    const tagged = await Promise.all([signUp(server), signUp(server), signUp(server)]);
    const set = (index: number, values: Partial<typeof appUser.$inferInsert>) =>
      server.database.db.update(appUser).set(values).where(eq(appUser.id, tagged[index]!.user.uid));
    await set(0, { nickname: '100%_star', mobile: '13912345678', email: 'Star.Reader@example.com' });
    await set(1, { nickname: '100x star' });
    await set(2, { nickname: 'plain' });
    const search = async (q: string) =>
      adminUserPage.parse((await call('GET', `/api/admin/users?q=${encodeURIComponent(q)}`, admin.headers)).json());

    expect((await search('100%_')).items.map((user) => user.id)).toEqual([tagged[0]!.user.uid]);
    expect((await search('100')).total).toBe(2);
    const byMobile = await search('912345');
    expect(byMobile.items.map((user) => user.id)).toEqual([tagged[0]!.user.uid]);
    expect(byMobile.items[0]!.mobile).toBe('139****5678');
    expect(byMobile.items[0]!.email).toBe('S***@example.com');
    expect((await search('STAR.READER')).total).toBe(1);
    expect((await search('\\')).total).toBe(0);
  });

  it('pages the list newest first, 20 by default', async () => {
    await Promise.all(Array.from({ length: 18 }, () => signUp(server)));
    const first = adminUserPage.parse((await call('GET', '/api/admin/users', admin.headers)).json());
    expect(first.pageSize).toBe(20);
    expect(first.items).toHaveLength(20);
    const total = first.total;
    expect(total).toBeGreaterThan(20);
    const second = adminUserPage.parse((await call('GET', '/api/admin/users?page=2', admin.headers)).json());
    expect(second.items).toHaveLength(Math.min(20, total - 20));
    expect(new Set([...first.items, ...second.items].map((user) => user.id)).size).toBe(
      first.items.length + second.items.length,
    );
    const times = first.items.map((user) => user.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await call('GET', '/api/admin/users?pageSize=101', admin.headers)).json().code).toBe('INVALID_PARAM');
  });
});

describe('articles', () => {
  it('creates a draft, edits it, refuses a taken slug clearly, publishes and unpublishes', async () => {
    const created = await call('POST', '/api/admin/articles', admin.headers, articleInput('fool-journey'));
    expect(created.statusCode).toBe(200);
    const draft = adminArticle.parse(created.json());
    expect(draft.status).toBe('draft');
    expect(draft.publishedAt).toBeNull();
    expect(draft.texts.en!.title).toBe("The Fool's Journey");

    const taken = await call('POST', '/api/admin/articles', admin.headers, articleInput('fool-journey'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('ARTICLE_SLUG_TAKEN');
    const other = adminArticle.parse(
      (await call('POST', '/api/admin/articles', admin.headers, articleInput('moon-card'))).json(),
    );
    const clash = await call('PUT', `/api/admin/articles/${other.id}`, admin.headers, articleInput('fool-journey'));
    expect(clash.json().code).toBe('ARTICLE_SLUG_TAKEN');

    const { en: _english, ...chineseOnly } = articleInput('fool-journey').texts;
    const edited = adminArticle.parse(
      (
        await call('PUT', `/api/admin/articles/${draft.id}`, admin.headers, {
          ...articleInput('fool-journey'),
          category: 'bazi',
          texts: { ...chineseOnly, 'zh-Hans': { ...chineseOnly['zh-Hans'], title: '愚人：新的开始' } },
        })
      ).json(),
    );
    expect(edited.category).toBe('bazi');
    expect(edited.texts['zh-Hans']!.title).toBe('愚人：新的开始');
    expect(edited.texts.en).toBeUndefined();

    const published = adminArticle.parse(
      (await call('POST', `/api/admin/articles/${draft.id}/publish`, admin.headers)).json(),
    );
    expect(published.status).toBe('published');
    expect(published.publishedAt).not.toBeNull();
    const unpublished = adminArticle.parse(
      (await call('POST', `/api/admin/articles/${draft.id}/unpublish`, admin.headers)).json(),
    );
    expect(unpublished.status).toBe('draft');
    const republished = adminArticle.parse(
      (await call('POST', `/api/admin/articles/${draft.id}/publish`, admin.headers)).json(),
    );
    expect(republished.publishedAt).toBe(published.publishedAt);

    const drafts = adminArticlePage.parse(
      (await call('GET', '/api/admin/articles?status=draft', admin.headers)).json(),
    );
    expect(drafts.items.map((item) => item.slug)).toContain('moon-card');
    expect(drafts.items.map((item) => item.slug)).not.toContain('fool-journey');
    expect(adminArticle.parse((await call('GET', `/api/admin/articles/${draft.id}`, admin.headers)).json()).slug).toBe(
      'fool-journey',
    );
  });

  it('validates slugs, texts and cover addresses', async () => {
    const bad = [
      { ...articleInput('Has Spaces') },
      { ...articleInput('ok-slug'), category: 'gossip' },
      { ...articleInput('ok-slug'), cover: 'javascript:alert(1)' },
      { ...articleInput('ok-slug'), cover: 'https://cdn.example.com/a.png' },
      { ...articleInput('ok-slug'), texts: { en: articleInput('x').texts.en } },
      { ...articleInput('ok-slug'), texts: { 'zh-Hans': { title: '', summary: '', body: 'x' } } },
    ];
    for (const body of bad) {
      const answer = await call('POST', '/api/admin/articles', admin.headers, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('INVALID_PARAM');
    }
    expect(
      (await call('PUT', `/api/admin/articles/${someId}`, admin.headers, articleInput('nowhere'))).statusCode,
    ).toBe(404);
  });
});

describe('banners', () => {
  it('shows only published banners to everyone, in the order the admin set', async () => {
    const make = async (title: string, sort: number) =>
      bannerSchema.parse((await call('POST', '/api/admin/banners', admin.headers, bannerInput(title, sort))).json());
    const [moon, sun, star] = [await make('月亮', 2), await make('太阳', 1), await make('星星', 3)];
    const visible = async () =>
      publicBannerList.parse((await call('GET', '/api/banners')).json()).items.map((item) => item.title);
    expect(await visible()).toEqual([]);

    for (const banner of [moon, sun]) await call('POST', `/api/admin/banners/${banner!.id}/publish`, admin.headers);
    expect(await visible()).toEqual(['太阳', '月亮']);

    await call('POST', '/api/admin/banners/order', admin.headers, { ids: [moon!.id, star!.id, sun!.id] });
    await call('POST', `/api/admin/banners/${star!.id}/publish`, admin.headers);
    expect(await visible()).toEqual(['月亮', '星星', '太阳']);

    await call('POST', `/api/admin/banners/${moon!.id}/unpublish`, admin.headers);
    const edited = await call('PUT', `/api/admin/banners/${sun!.id}`, admin.headers, { ...bannerInput('朝阳', 0) });
    expect(edited.json().status).toBe('published');
    expect(await visible()).toEqual(['朝阳', '星星']);

    expect((await call('DELETE', `/api/admin/banners/${star!.id}`, admin.headers)).statusCode).toBe(200);
    expect(await visible()).toEqual(['朝阳']);
    const order = await call('POST', '/api/admin/banners/order', admin.headers, { ids: [moon!.id, star!.id] });
    expect(order.statusCode).toBe(404);
  });

  it('accepts only our own paths or https addresses for images and links', async () => {
    for (const image of [
      'javascript:alert(1)',
      '//evil.example.com/x.png',
      'http://example.com/x.png',
      'banner.png',
      '',
    ]) {
      const answer = await call('POST', '/api/admin/banners', admin.headers, { ...bannerInput('坏图'), image });
      expect(answer.statusCode, image).toBe(400);
    }
    for (const link of ['', '/pages/news/list/list', 'https://example.com/event']) {
      const accepted = await call('POST', '/api/admin/banners', admin.headers, { ...bannerInput('好图'), link });
      expect(accepted.statusCode, link).toBe(200);
    }
    expect(
      (await call('POST', '/api/admin/banners', admin.headers, { ...bannerInput('坏链'), link: 'data:text/html,x' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('statistics', () => {
  it('counts new accounts, check-ins and readings per Shanghai day, with empty days filled', async () => {
    const today = shanghaiDate(new Date());
    const yesterday = addDays(today, -1);
    const longAgo = addDays(today, -40);
    const before = adminStats.parse((await call('GET', '/api/admin/stats?days=7', admin.headers)).json());
    const { db } = server.database;
    const people = await Promise.all([signUp(server), signUp(server), signUp(server)]);
    const ids = people.map((person) => person.user.uid);
    // 23:30 in Shanghai yesterday is still yesterday there, though 15:30 UTC.
    const lateYesterday = new Date(`${yesterday}T23:30:00+08:00`);
    await db.update(appUser).set({ createdAt: lateYesterday }).where(eq(appUser.id, ids[0]!));
    await db
      .update(appUser)
      .set({ createdAt: new Date(`${longAgo}T12:00:00+08:00`) })
      .where(eq(appUser.id, ids[1]!));
    await db.insert(checkIn).values([
      { userId: ids[0]!, day: yesterday, kind: 'daily', streak: 1, points: 5 },
      { userId: ids[1]!, day: yesterday, kind: 'daily', streak: 1, points: 5 },
      { userId: ids[1]!, day: today, kind: 'ad', streak: 1, points: 5 },
      { userId: ids[2]!, day: longAgo, kind: 'daily', streak: 1, points: 5 },
    ]);
    const reading = { spreadId: 'single', cards: [{ id: 'major-00', reversed: false }] };
    await db.insert(tarotReading).values([
      { userId: ids[0]!, ...reading, createdAt: lateYesterday },
      { userId: ids[0]!, ...reading, createdAt: new Date(`${today}T00:10:00+08:00`) },
      { userId: ids[2]!, ...reading, createdAt: new Date(`${longAgo}T00:10:00+08:00`) },
    ]);

    const after = adminStats.parse((await call('GET', '/api/admin/stats?days=7', admin.headers)).json());
    expect(after.days).toHaveLength(7);
    expect(after.days.at(-1)!.day).toBe(today);
    expect(after.days[0]!.day).toBe(addDays(today, -6));
    const delta = (day: string, field: 'newUsers' | 'checkIns' | 'readings') =>
      after.days.find((entry) => entry.day === day)![field] - before.days.find((entry) => entry.day === day)![field];
    // Everyone before this test signed up today; of the three, one moved to yesterday and one out of range.
    expect(delta(today, 'newUsers')).toBe(1);
    expect(delta(yesterday, 'newUsers')).toBe(1);
    expect(delta(yesterday, 'checkIns')).toBe(2);
    expect(delta(today, 'checkIns')).toBe(1);
    expect(delta(yesterday, 'readings')).toBe(1);
    expect(delta(today, 'readings')).toBe(1);
    expect(after.totals.users - before.totals.users).toBe(3);
    expect(after.totals.checkIns - before.totals.checkIns).toBe(4);
    expect(after.totals.readings - before.totals.readings).toBe(3);
    expect(adminStats.parse((await call('GET', '/api/admin/stats', admin.headers)).json()).days).toHaveLength(30);
    expect((await call('GET', '/api/admin/stats?days=91', admin.headers)).json().code).toBe('INVALID_PARAM');
  });
});
