import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackPage } from '@tarot/contract/feedback';
import { appRating, feedback } from '../src/db/schema';
import { isAllowedOrigin } from '../src/modules/accounts/passkeys/origin';
import { APP_DOWNLOAD_DEFAULTS, parseConfig } from '../src/config';
import { startTestServer, type TestServer } from './harness';
import { tinyPng, uploadFiles, type Member } from './upload-fixtures';
import { signUp } from './session';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function uploadImages(member: Member, count: number): Promise<string[]> {
  const data = await tinyPng();
  const ids: string[] = [];
  // The upload route takes five files per request.
  for (let start = 0; start < count; start += 5) {
    const files = Array.from({ length: Math.min(5, count - start) }, (_, i) => ({
      cloudPath: `f${start + i}.png`,
      data,
    }));
    for (const file of await uploadFiles(server, member, files)) {
      if (!('fileID' in file)) throw new Error(file.errMsg);
      ids.push(file.fileID);
    }
  }
  return ids;
}

const sendFeedback = (payload: unknown, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: '/api/feedback', payload: payload as object, headers });

const myFeedback = (member: Member, query = '') =>
  server.app.inject({ method: 'GET', url: `/api/feedback/mine${query}`, headers: member.headers });

describe('feedback', () => {
  it('requires a message of 1–500 characters and a valid contact phone', async () => {
    for (const payload of [{}, { content: '' }, { content: '   ' }, { content: 'x'.repeat(501) }]) {
      const response = await sendFeedback(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('INVALID_PARAM');
    }
    expect((await sendFeedback({ content: 'ok', mobile: '12345' })).json().code).toBe('INVALID_PARAM');
    expect((await sendFeedback({ content: 'ok', contact: 'c'.repeat(51) })).statusCode).toBe(400);
    expect((await sendFeedback({ content: 'x'.repeat(500), mobile: '13800138000' })).statusCode).toBe(200);
  });

  it('takes feedback from visitors, but not their images', async () => {
    const visitor = await sendFeedback({ content: '页面很好看', contact: 'wechat: tarot' });
    expect(visitor.statusCode).toBe(200);
    const [row] = await server.database.db.select().from(feedback).where(eq(feedback.id, visitor.json().id));
    expect(row).toMatchObject({ userId: null, content: '页面很好看', contact: 'wechat: tarot', mobile: '' });

    const owner = await signUp(server);
    const [image] = await uploadImages(owner, 1);
    const refused = await sendFeedback({ content: '附图', images: [image] });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('FEEDBACK_IMAGES_NEED_LOGIN');
  });

  it("accepts the author's own images only, at most nine, each once", async () => {
    const author = await signUp(server);
    const other = await signUp(server);
    const images = await uploadImages(author, 10);
    const [othersImage] = await uploadImages(other, 1);

    const foreign = await sendFeedback({ content: '别人的图', images: [images[0], othersImage] }, author.headers);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().code).toBe('FEEDBACK_IMAGE_NOT_OWNED');
    const missing = await sendFeedback(
      { content: '不存在的图', images: ['00000000-0000-4000-8000-000000000000'] },
      author.headers,
    );
    expect(missing.json().code).toBe('FEEDBACK_IMAGE_NOT_OWNED');
    expect((await sendFeedback({ content: '十张', images }, author.headers)).json().code).toBe('INVALID_PARAM');
    expect((await sendFeedback({ content: '重复', images: [images[0], images[0]] }, author.headers)).statusCode).toBe(
      400,
    );
    expect((await sendFeedback({ content: '坏的 id', images: ['abc'] }, author.headers)).statusCode).toBe(400);

    const nine = await sendFeedback({ content: '九张图', images: images.slice(0, 9) }, author.headers);
    expect(nine.statusCode).toBe(200);
    const [row] = await server.database.db.select().from(feedback).where(eq(feedback.id, nine.json().id));
    expect(row!.images).toEqual(images.slice(0, 9));
    expect(row!.userId).toBe(author.user.uid);
  });

  it('lists only my feedback, newest first, with replies and readable image links', async () => {
    const me = await signUp(server);
    const someone = await signUp(server);
    const [image] = await uploadImages(me, 1);
    const first = (await sendFeedback({ content: '第一条', images: [image] }, me.headers)).json().id as string;
    const second = (await sendFeedback({ content: '第二条', contact: 'QQ 12345' }, me.headers)).json().id as string;
    await sendFeedback({ content: '别人的反馈' }, someone.headers);
    const repliedAt = new Date('2026-11-20T08:00:00Z');
    await server.database.db
      .update(feedback)
      .set({ reply: '谢谢，已修复', repliedAt, repliedBy: someone.user.uid })
      .where(eq(feedback.id, first));

    const response = await myFeedback(me);
    expect(response.statusCode).toBe(200);
    const page = feedbackPage.parse(response.json());
    expect(page).toMatchObject({ page: 1, pageSize: 20, hasMore: false, nextCursor: null });
    expect(page.items.map((item) => item.id)).toEqual([second, first]);
    expect(page.items[0]).toMatchObject({ content: '第二条', contact: 'QQ 12345', reply: null, images: [] });
    expect(page.items[1]).toMatchObject({ reply: '谢谢，已修复', repliedAt: repliedAt.toISOString() });
    const url = page.items[1]!.images[0]!.url;
    expect(page.items[1]!.images[0]!.fileID).toBe(image);
    const picture = await server.app.inject({ method: 'GET', url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');

    const paged = feedbackPage.parse((await myFeedback(me, '?page=2&pageSize=1')).json());
    expect(paged.items.map((item) => item.id)).toEqual([first]);
    const top = feedbackPage.parse((await myFeedback(me, '?pageSize=1')).json());
    expect(top).toMatchObject({ hasMore: true, items: [{ id: second }] });
    const byCursor = feedbackPage.parse((await myFeedback(me, `?page=2&pageSize=1&cursor=${top.nextCursor}`)).json());
    expect(byCursor).toMatchObject({ hasMore: false, nextCursor: null, items: [{ id: first }] });
    expect((await myFeedback(me, '?pageSize=101')).statusCode).toBe(400);
    expect((await server.app.inject({ method: 'GET', url: '/api/feedback/mine' })).statusCode).toBe(401);
  });
});

describe('app ratings', () => {
  const rate = (payload: unknown, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url: '/api/ratings', payload: payload as object, headers });

  it('stores 1–5 stars with an optional comment, from visitors and members', async () => {
    for (const payload of [{}, { stars: 0 }, { stars: 6 }, { stars: 4.5 }, { stars: 5, comment: 'x'.repeat(501) }]) {
      expect((await rate(payload)).json().code).toBe('INVALID_PARAM');
    }
    const visitor = await rate({ stars: 5 });
    expect(visitor.statusCode).toBe(200);
    const member = await signUp(server);
    const rated = await rate({ stars: 3, comment: ' 牌面很美 ' }, member.headers);
    const [row] = await server.database.db.select().from(appRating).where(eq(appRating.id, rated.json().id));
    expect(row).toMatchObject({ userId: member.user.uid, stars: 3, comment: '牌面很美' });
    const [anonymous] = await server.database.db.select().from(appRating).where(eq(appRating.id, visitor.json().id));
    expect(anonymous).toMatchObject({ userId: null, stars: 5, comment: '' });
  });
});

describe('preferences', () => {
  it('need login, default to push on, and persist a change', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/user/preferences' })).statusCode).toBe(401);
    const member = await signUp(server);
    const get = () => server.app.inject({ method: 'GET', url: '/api/user/preferences', headers: member.headers });
    const put = (payload: object) =>
      server.app.inject({ method: 'PUT', url: '/api/user/preferences', headers: member.headers, payload });
    expect((await get()).json()).toMatchObject({ pushEnabled: true });
    expect((await put({ pushEnabled: 'no' })).json().code).toBe('INVALID_PARAM');
    expect((await put({ pushEnabled: false })).json()).toMatchObject({ pushEnabled: false });
    expect((await get()).json()).toMatchObject({ pushEnabled: false });
    const other = await signUp(server);
    const theirs = await server.app.inject({ method: 'GET', url: '/api/user/preferences', headers: other.headers });
    expect(theirs.json()).toMatchObject({ pushEnabled: true });
  });

  it('keep the card deck chosen in settings on the account, the default until one is chosen', async () => {
    const member = await signUp(server);
    const put = (payload: object) =>
      server.app.inject({ method: 'PUT', url: '/api/user/preferences', headers: member.headers, payload });
    const get = () => server.app.inject({ method: 'GET', url: '/api/user/preferences', headers: member.headers });
    expect((await get()).json()).toMatchObject({ deck: null });
    expect((await put({ deck: 'tarot-de-marseille' })).json().code).toBe('INVALID_PARAM');
    expect((await put({ deck: 'line-art' })).json()).toMatchObject({ deck: 'line-art', pushEnabled: true });
    expect((await get()).json()).toMatchObject({ deck: 'line-art' });
    expect((await put({ deck: null })).json()).toMatchObject({ deck: null });
  });
});

describe('passkeys', () => {
  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url, payload, headers });
  const clientData = (challenge: string, origin = 'http://localhost:3000', type = 'webauthn.get') =>
    Buffer.from(JSON.stringify({ type, challenge, origin })).toString('base64url');
  const signInWith = (clientDataJSON: string, id = 'A'.repeat(22)) => ({
    credential: {
      id,
      rawId: id,
      type: 'public-key',
      response: { clientDataJSON, authenticatorData: 'AAAA', signature: 'AAAA' },
    },
  });

  it('registration needs login and gives options for a platform authenticator on our relying party', async () => {
    expect((await post('/api/passkeys/register/options')).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: '/api/passkeys' })).statusCode).toBe(401);
    const member = await signUp(server);
    const response = await post('/api/passkeys/register/options', undefined, member.headers);
    expect(response.statusCode).toBe(200);
    const options = response.json();
    expect(options.rp).toEqual({ name: '塔罗星座元宇宙', id: 'localhost' });
    expect(options.authenticatorSelection).toMatchObject({
      authenticatorAttachment: 'platform',
      userVerification: 'required',
    });
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const list = await server.app.inject({ method: 'GET', url: '/api/passkeys', headers: member.headers });
    expect(list.json()).toEqual({ items: [] });
  });

  it('refuses malformed credentials, unknown or reused challenges, foreign origins and forged signatures', async () => {
    const member = await signUp(server);
    expect((await post('/api/passkeys/register/verify', {}, member.headers)).json().code).toBe('INVALID_PARAM');
    expect((await post('/api/passkeys/login/verify', { credential: { id: 'x' } })).json().code).toBe('INVALID_PARAM');
    expect((await post('/api/passkeys/login/verify', signInWith('not json!'))).json().code).toBe('INVALID_PARAM');

    const unknown = await post('/api/passkeys/login/verify', signInWith(clientData('bm90LWlzc3VlZC1jaGFsbGVuZ2U')));
    expect(unknown.json().code).toBe('PASSKEY_CHALLENGE_EXPIRED');

    const { challenge } = (await post('/api/passkeys/login/options')).json();
    const foreign = await post('/api/passkeys/login/verify', signInWith(clientData(challenge, 'https://evil.example')));
    expect(foreign.json().code).toBe('PASSKEY_VERIFY_FAILED');

    const fresh = (await post('/api/passkeys/login/options')).json().challenge;
    const notRegistered = await post('/api/passkeys/login/verify', signInWith(clientData(fresh)));
    expect(notRegistered.statusCode).toBe(404);
    expect(notRegistered.json().code).toBe('PASSKEY_NOT_FOUND');
    // A challenge answers once.
    const reused = await post('/api/passkeys/login/verify', signInWith(clientData(fresh)));
    expect(reused.json().code).toBe('PASSKEY_CHALLENGE_EXPIRED');

    // Another member cannot finish my registration, nor a sign-in challenge stand in for it.
    const other = await signUp(server);
    const mine = (await post('/api/passkeys/register/options', undefined, member.headers)).json().challenge;
    const registration = {
      credential: {
        id: 'B'.repeat(22),
        rawId: 'B'.repeat(22),
        type: 'public-key',
        response: { clientDataJSON: clientData(mine, undefined, 'webauthn.create'), attestationObject: 'AAAA' },
      },
    };
    expect((await post('/api/passkeys/register/verify', registration, other.headers)).json().code).toBe(
      'PASSKEY_CHALLENGE_EXPIRED',
    );
    const again = (await post('/api/passkeys/register/options', undefined, member.headers)).json().challenge;
    registration.credential.response.clientDataJSON = clientData(again, undefined, 'webauthn.create');
    expect((await post('/api/passkeys/register/verify', registration, member.headers)).json().code).toBe(
      'PASSKEY_VERIFY_FAILED',
    );
    const removal = await server.app.inject({
      method: 'DELETE',
      url: `/api/passkeys/${'C'.repeat(22)}`,
      headers: member.headers,
    });
    expect(removal.json().code).toBe('PASSKEY_NOT_FOUND');
  });

  it('allows origins on the relying party only', () => {
    const local = { rpId: 'localhost', origins: [] };
    expect(isAllowedOrigin(local, 'http://localhost:4107')).toBe(true);
    expect(isAllowedOrigin(local, 'http://127.0.0.1:4107')).toBe(false);
    expect(isAllowedOrigin(local, 'https://localhost.evil.example')).toBe(false);
    const site = { rpId: 'tarot.example.com', origins: [] };
    expect(isAllowedOrigin(site, 'https://tarot.example.com')).toBe(true);
    expect(isAllowedOrigin(site, 'http://tarot.example.com')).toBe(false);
    const listed = { rpId: 'tarot.example.com', origins: ['https://m.tarot.example.com'] };
    expect(isAllowedOrigin(listed, 'https://m.tarot.example.com')).toBe(true);
    expect(isAllowedOrigin(listed, 'https://tarot.example.com')).toBe(false);
  });
});

describe('app download links', () => {
  it('come from IOS_DOWNLOAD_URL and ANDROID_DOWNLOAD_URL, https only, with placeholders by default', async () => {
    const config = parseConfig({
      IOS_DOWNLOAD_URL: 'https://apps.apple.com/app/id123',
      ANDROID_DOWNLOAD_URL: 'https://example.com/tarot.apk',
    });
    expect(config.appDownload).toEqual({
      ios: 'https://apps.apple.com/app/id123',
      android: 'https://example.com/tarot.apk',
    });
    expect(parseConfig({}).appDownload).toEqual(APP_DOWNLOAD_DEFAULTS);
    expect(() => parseConfig({ IOS_DOWNLOAD_URL: 'http://insecure.example.com' })).toThrow(/IOS_DOWNLOAD_URL/);
    expect(parseConfig({ WEBAUTHN_RP_ID: 'tarot.example.com' }).webauthn).toEqual({
      rpId: 'tarot.example.com',
      origins: [],
    });

    const configured = await startTestServer({ config: { appDownload: config.appDownload! } });
    const response = await configured.app.inject({ method: 'GET', url: '/api/app-config' });
    await configured.close();
    expect(response.json().appDownload).toEqual(config.appDownload);
    const defaults = await server.app.inject({ method: 'GET', url: '/api/app-config' });
    expect(defaults.json().appDownload).toEqual(APP_DOWNLOAD_DEFAULTS);
  });
});
