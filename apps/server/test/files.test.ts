import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProfile } from '@tarot/contract/auth';
import { fileInfo, tempUrlsResponse, uploadResponse, type UploadedFile } from '@tarot/contract/files';
import { appUser, storedFile } from '../src/db/schema';
import { createUrlSigner } from '../src/modules/files/signing';
import { filesNotOwnedBy } from '../src/modules/files/repo';
import { STORAGE_KEY_PATTERN } from '../src/providers/storage/file-storage';
import { startTestServer, TEST_TOKEN_SECRET, type TestServer } from './harness';
import { multipartBody, uploadParts } from './multipart';
import { signUp } from './session';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Member = Awaited<ReturnType<typeof signUp>>;

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 104, g: 49, b: 255 } } });
const png = (width = 40, height = 30) => solid(width, height).png().toBuffer();

async function upload(member: Member, files: Parameters<typeof uploadParts>[0]) {
  const { payload, headers } = multipartBody(uploadParts(files));
  return server.app.inject({ method: 'POST', url: '/api/files', payload, headers: { ...headers, ...member.headers } });
}

async function uploadOne(member: Member, data: Buffer, cloudPath = 'avatar.png'): Promise<UploadedFile> {
  const response = await upload(member, [{ cloudPath, data }]);
  expect(response.statusCode).toBe(200);
  return uploadResponse.parse(response.json()).files[0]!;
}

async function uploadedId(member: Member, data?: Buffer): Promise<string> {
  const result = await uploadOne(member, data ?? (await png()));
  if (!('fileID' in result)) throw new Error(`upload refused: ${result.errMsg}`);
  return result.fileID;
}

const setAvatar = (member: Member, fileID: string) =>
  server.app.inject({ method: 'PUT', url: '/api/user/avatar', headers: member.headers, payload: { fileID } });

/** Every file under the data directory, relative to it. */
async function filesOnDisk(): Promise<string[]> {
  const entries = await readdir(server.config.dataDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(server.config.dataDir, path.join(entry.parentPath, entry.name)));
}

async function storageKeyOf(fileID: string): Promise<string> {
  const [row] = await server.database.db.select().from(storedFile).where(eq(storedFile.id, fileID));
  return row!.storageKey;
}

describe('uploading images', () => {
  it('refuses visitors', async () => {
    const { payload, headers } = multipartBody(uploadParts([{ cloudPath: 'a.png', data: await png() }]));
    const response = await server.app.inject({ method: 'POST', url: '/api/files', payload, headers });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('uni-id-check-token-failed');
  });

  it('answers a JSON body with 415, an empty form and a broken one with 400, never 500', async () => {
    const member = await signUp(server);
    const json = await server.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: member.headers,
      payload: { cloudPath: 'a.png' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const empty = multipartBody([{ name: 'cloudPath', value: 'a.png' }]);
    const noFile = await server.app.inject({
      method: 'POST',
      url: '/api/files',
      payload: empty.payload,
      headers: { ...empty.headers, ...member.headers },
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().code).toBe('INVALID_PARAM');
    const whole = multipartBody(uploadParts([{ cloudPath: 'a.png', data: await png() }]));
    const truncated = await server.app.inject({
      method: 'POST',
      url: '/api/files',
      payload: whole.payload.subarray(0, whole.payload.length - 60),
      headers: { ...whole.headers, ...member.headers },
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().code).toBe('INVALID_PARAM');
  });

  it('keeps PNG, JPEG and WebP re-encoded under generated names, answering in order', async () => {
    const member = await signUp(server);
    const response = await upload(member, [
      { cloudPath: '1700000000000_0.png', data: await png(40, 30) },
      { cloudPath: '1700000000000_1.jpg', data: await solid(50, 20).jpeg().toBuffer() },
      { cloudPath: '1700000000000_2.webp', data: await solid(16, 16).webp().toBuffer() },
    ]);
    expect(response.statusCode).toBe(200);
    const { files } = uploadResponse.parse(response.json());
    expect(files.map((file) => file.cloudPath)).toEqual([
      '1700000000000_0.png',
      '1700000000000_1.jpg',
      '1700000000000_2.webp',
    ]);
    const infos = [];
    for (const file of files) {
      if (!('fileID' in file)) throw new Error(file.errMsg);
      expect(file.url).toBe(`/api/files/${file.fileID}/content`);
      const info = await server.app.inject({
        method: 'GET',
        url: `/api/files/${file.fileID}`,
        headers: member.headers,
      });
      infos.push(fileInfo.parse(info.json()));
      expect(await storageKeyOf(file.fileID)).toMatch(STORAGE_KEY_PATTERN);
    }
    expect(infos.map(({ mimeType, width, height }) => [mimeType, width, height])).toEqual([
      ['image/png', 40, 30],
      ['image/jpeg', 50, 20],
      ['image/webp', 16, 16],
    ]);
  });

  it('keeps an animated GIF animated, counting every frame against the pixel limit', async () => {
    const member = await signUp(server);
    const frame = (red: number) =>
      sharp({ create: { width: 20, height: 10, channels: 3, background: { r: red, g: 0, b: 0 } } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame(255), await frame(0)], { join: { animated: true } })
      .gif({ delay: [100, 100] })
      .toBuffer();
    const fileID = await uploadedId(member, gif);
    const info = fileInfo.parse(
      (await server.app.inject({ method: 'GET', url: `/api/files/${fileID}`, headers: member.headers })).json(),
    );
    expect(info).toMatchObject({ mimeType: 'image/gif', width: 20, height: 10 });
    await setAvatar(member, fileID);
    const served = await server.app.inject({ method: 'GET', url: `/api/files/${fileID}/content` });
    expect((await sharp(served.rawPayload, { animated: true }).metadata()).pages).toBe(2);

    // 30 frames of 1,500 × 1,000 are 45 megapixels in all, though each frame is small.
    const big = (red: number) =>
      sharp({ create: { width: 1500, height: 1000, channels: 3, background: { r: red, g: 0, b: 0 } } })
        .png()
        .toBuffer();
    const frames = await Promise.all(Array.from({ length: 30 }, (_, index) => big(index * 8)));
    const long = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    expect(await uploadOne(member, long, 'long.gif')).toMatchObject({ code: 'IMAGE_TOO_LARGE' });
  });

  it('strips EXIF and applies the orientation it carried', async () => {
    const member = await signUp(server);
    const withExif = await solid(60, 20)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'secret-location-exif', Artist: 'someone' } })
      .toBuffer();
    const before = await sharp(withExif).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);

    const fileID = await uploadedId(member, withExif);
    expect((await setAvatar(member, fileID)).statusCode).toBe(200);
    const served = await server.app.inject({ method: 'GET', url: `/api/files/${fileID}/content` });
    expect(served.statusCode).toBe(200);
    const after = await sharp(served.rawPayload).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(served.rawPayload.includes('secret-location-exif')).toBe(false);
    // Orientation 6 is a quarter turn: the stored pixels stand upright.
    expect([after.width, after.height]).toEqual([20, 60]);
  });

  it('decides the type by magic bytes: a PHP script named .jpg is refused', async () => {
    const member = await signUp(server);
    const result = await uploadOne(member, Buffer.from('<?php system($_GET["c"]); ?>'), 'shell.jpg');
    expect(result).toMatchObject({ cloudPath: 'shell.jpg', code: 'FILE_TYPE_UNSUPPORTED' });
    const fake = await uploadOne(
      member,
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]), Buffer.alloc(64)]),
    );
    expect(fake).toMatchObject({ code: 'FILE_TYPE_UNSUPPORTED' });
  });

  it('refuses an empty file and a file over 10 MB, and still keeps the good one beside them', async () => {
    const member = await signUp(server);
    const eleven = Buffer.concat([await png(), Buffer.alloc(11 * 1024 * 1024, 7)]);
    const response = await upload(member, [
      { cloudPath: 'empty.png', data: Buffer.alloc(0) },
      { cloudPath: 'big.png', data: eleven },
      { cloudPath: 'good.png', data: await png() },
    ]);
    expect(response.statusCode).toBe(200);
    const [empty, big, good] = uploadResponse.parse(response.json()).files;
    expect(empty).toMatchObject({ cloudPath: 'empty.png', code: 'FILE_EMPTY' });
    expect(big).toMatchObject({ cloudPath: 'big.png', code: 'FILE_TOO_LARGE' });
    expect(good).toMatchObject({ cloudPath: 'good.png', fileID: expect.any(String) });
  });

  it('accepts a file of almost 10 MB: the limits are not Fastify’s 1 MB body limit', async () => {
    const member = await signUp(server);
    const noise = Buffer.alloc(1800 * 1800 * 3);
    for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 2_654_435_761) >>> 24;
    const large = await sharp(noise, { raw: { width: 1800, height: 1800, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(large.length).toBeGreaterThan(9 * 1024 * 1024);
    expect(large.length).toBeLessThan(10 * 1024 * 1024);
    expect(await uploadOne(member, large, 'noise.png')).toMatchObject({ fileID: expect.any(String) });
  });

  it('refuses an image of more than 40 megapixels before decoding it', async () => {
    const member = await signUp(server);
    const huge = await solid(8000, 5001).png({ compressionLevel: 9 }).toBuffer();
    expect(await uploadOne(member, huge, 'huge.png')).toMatchObject({ code: 'IMAGE_TOO_LARGE' });
  });

  it('refuses a request with six files as a whole and keeps none of it', async () => {
    const member = await signUp(server);
    const image = await png();
    const response = await upload(
      member,
      Array.from({ length: 6 }, (_, index) => ({ cloudPath: `${index}.png`, data: image })),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('TOO_MANY_FILES');
    const rows = await server.database.db.select().from(storedFile).where(eq(storedFile.ownerId, member.user.uid));
    expect(rows).toEqual([]);
  });

  it('applies the cloudPath rules to each file', async () => {
    const member = await signUp(server);
    const image = await png();
    const response = await upload(member, [
      { cloudPath: '   ', data: image },
      { cloudPath: 'https://evil.example/a.png', data: image },
      { cloudPath: 'folder\\a.png', data: image },
      { data: image },
      { cloudPath: ' avatars/ok.png ', data: image },
    ]);
    const files = uploadResponse.parse(response.json()).files;
    expect(files.map((file) => ('code' in file ? file.code : 'ok'))).toEqual([
      'CLOUDPATH_REQUIRED',
      'INVALID_PARAM',
      'INVALID_PARAM',
      'CLOUDPATH_REQUIRED',
      'ok',
    ]);
  });

  it('never lets ../ in a cloudPath or file name reach the disk', async () => {
    const member = await signUp(server);
    const result = await upload(member, [
      { cloudPath: '../../../escape-cloudpath.png', filename: '../../escape-filename.png', data: await png() },
    ]);
    const [file] = uploadResponse.parse(result.json()).files;
    if (!file || !('fileID' in file)) throw new Error('upload refused');
    const info = fileInfo.parse(
      (await server.app.inject({ method: 'GET', url: `/api/files/${file.fileID}`, headers: member.headers })).json(),
    );
    expect(info.cloudPath).toBe('../../../escape-cloudpath.png'); // kept as a label only
    const stored = (await filesOnDisk()).filter((name) => name.startsWith(`files${path.sep}`));
    expect(stored.length).toBeGreaterThan(0);
    for (const name of stored) expect(name.slice('files/'.length)).toMatch(STORAGE_KEY_PATTERN);
    // Anything the ../ could reach: the whole data directory and the folders above it.
    const dataDir = server.config.dataDir;
    const reachable = [
      ...(await readdir(dataDir, { recursive: true })),
      ...(await readdir(path.dirname(dataDir))),
      ...(await readdir(path.dirname(path.dirname(dataDir)))),
    ];
    expect(reachable.filter((name) => /(^|[\\/])escape-(cloudpath|filename)/.test(String(name)))).toEqual([]);
  });
});

describe('file info and deletion', () => {
  it('shows a file to its owner only', async () => {
    const owner = await signUp(server);
    const other = await signUp(server);
    const fileID = await uploadedId(owner);
    const mine = await server.app.inject({ method: 'GET', url: `/api/files/${fileID}`, headers: owner.headers });
    expect(fileInfo.parse(mine.json())).toMatchObject({ fileID, cloudPath: 'avatar.png', mimeType: 'image/png' });
    const theirs = await server.app.inject({ method: 'GET', url: `/api/files/${fileID}`, headers: other.headers });
    expect(theirs.statusCode).toBe(404);
  });

  it('lets the owner and an administrator delete, nobody else', async () => {
    const owner = await signUp(server);
    const other = await signUp(server);
    const admin = await signUp(server);
    await server.database.db
      .update(appUser)
      .set({ role: ['admin'] })
      .where(eq(appUser.id, admin.user.uid));
    const first = await uploadedId(owner);
    const second = await uploadedId(owner);
    const key = await storageKeyOf(first);
    expect(await filesOnDisk()).toContain(path.join('files', key));

    const refused = await server.app.inject({ method: 'DELETE', url: `/api/files/${first}`, headers: other.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('uni-id-permission-error');

    const byOwner = await server.app.inject({ method: 'DELETE', url: `/api/files/${first}`, headers: owner.headers });
    expect(byOwner.json()).toEqual({ ok: true });
    expect(await filesOnDisk()).not.toContain(path.join('files', key));
    const again = await server.app.inject({ method: 'DELETE', url: `/api/files/${first}`, headers: owner.headers });
    expect(again.statusCode).toBe(404);

    const byAdmin = await server.app.inject({ method: 'DELETE', url: `/api/files/${second}`, headers: admin.headers });
    expect(byAdmin.statusCode).toBe(200);
  });

  it('tells other modules which ids are not a member’s files', async () => {
    const owner = await signUp(server);
    const other = await signUp(server);
    const mine = await uploadedId(owner);
    const theirs = await uploadedId(other);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(await filesNotOwnedBy(server.database.db, owner.user.uid, [mine, mine])).toEqual([]);
    expect(await filesNotOwnedBy(server.database.db, owner.user.uid, [mine, theirs, missing])).toEqual([
      theirs,
      missing,
    ]);
  });
});

describe('serving files', () => {
  it('serves an avatar to anyone, cacheable for 30 days, with its type and nosniff', async () => {
    const member = await signUp(server);
    const fileID = await uploadedId(member);
    const before = await server.app.inject({ method: 'GET', url: `/api/files/${fileID}/content` });
    expect(before.statusCode).toBe(403);
    expect(before.json().code).toBe('FILE_LINK_INVALID');

    await setAvatar(member, fileID);
    const served = await server.app.inject({ method: 'GET', url: `/api/files/${fileID}/content` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=2592000, immutable');
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
  });

  it('answers 404 for an unknown file and 400 for a malformed id', async () => {
    const unknown = await server.app.inject({
      method: 'GET',
      url: '/api/files/00000000-0000-4000-8000-000000000000/content',
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await server.app.inject({ method: 'GET', url: '/api/files/..%2F..%2Fsecrets.json/content' });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('temporary addresses', () => {
  const tempUrls = (member: Member, fileList: unknown) =>
    server.app.inject({ method: 'POST', url: '/api/files/temp-urls', headers: member.headers, payload: { fileList } });

  it('signs addresses valid at most 600 s that open private files', async () => {
    const member = await signUp(server);
    const fileID = await uploadedId(member);
    const response = await tempUrls(member, [fileID, { fileID, maxAge: 60 }]);
    expect(response.statusCode).toBe(200);
    const [long, short] = tempUrlsResponse.parse(response.json()).fileList;
    if (!long || !('tempFileURL' in long) || !short || !('tempFileURL' in short)) throw new Error('no URL');
    expect(long.maxAge).toBe(600);
    expect(short.maxAge).toBe(60);
    expect(long.expiresAt - Date.now()).toBeLessThanOrEqual(600_000);

    const opened = await server.app.inject({ method: 'GET', url: short.tempFileURL });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toMatch(/^private, max-age=(5\d|60)$/);
  });

  it('refuses tampered and expired signatures with 403', async () => {
    const member = await signUp(server);
    const fileID = await uploadedId(member);
    const otherID = await uploadedId(member);
    const [entry] = tempUrlsResponse.parse((await tempUrls(member, [fileID])).json()).fileList;
    if (!entry || !('tempFileURL' in entry)) throw new Error('no URL');
    const url = new URL(entry.tempFileURL, 'http://x');
    const sign = url.searchParams.get('sign')!;
    const flipped = `${sign.startsWith('A') ? 'B' : 'A'}${sign.slice(1)}`;
    const tampered = [
      `/api/files/${fileID}/content?expires=${url.searchParams.get('expires')}&sign=${flipped}`,
      `/api/files/${fileID}/content?expires=${Number(url.searchParams.get('expires')) + 3600}&sign=${sign}`,
      `/api/files/${otherID}/content?expires=${url.searchParams.get('expires')}&sign=${sign}`,
    ];
    for (const address of tampered) {
      const response = await server.app.inject({ method: 'GET', url: address });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FILE_LINK_INVALID');
    }
    const past = Math.floor(Date.now() / 1000) - 1;
    const expiredSign = createUrlSigner(TEST_TOKEN_SECRET).sign(fileID, past);
    const expired = await server.app.inject({
      method: 'GET',
      url: `/api/files/${fileID}/content?expires=${past}&sign=${expiredSign}`,
    });
    expect(expired.statusCode).toBe(403);
  });

  it('takes 1 to 50 entries with maxAge up to 600 s, and only for my own files', async () => {
    const member = await signUp(server);
    const other = await signUp(server);
    const fileID = await uploadedId(member);
    expect((await tempUrls(member, [])).statusCode).toBe(400);
    expect(
      (
        await tempUrls(
          member,
          Array.from({ length: 51 }, () => fileID),
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await tempUrls(
          member,
          Array.from({ length: 50 }, () => fileID),
        )
      ).statusCode,
    ).toBe(200);
    expect((await tempUrls(member, [{ fileID, maxAge: 601 }])).json().code).toBe('INVALID_PARAM');
    expect((await tempUrls(member, ['not-an-id'])).statusCode).toBe(400);
    const foreign = tempUrlsResponse.parse((await tempUrls(other, [fileID])).json()).fileList[0];
    expect(foreign).toMatchObject({ fileID, code: 'GET_TEMP_FILE_URL_FAILED' });
  });
});

describe('setting the avatar', () => {
  it('takes only an image the member uploaded, and returns the profile with it', async () => {
    const member = await signUp(server);
    const other = await signUp(server);
    const theirs = await uploadedId(other);
    const refused = await setAvatar(member, theirs);
    expect(refused.statusCode).toBe(404);
    expect((await setAvatar(member, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const mine = await uploadedId(member);
    const response = await setAvatar(member, mine);
    expect(response.statusCode).toBe(200);
    expect(userProfile.parse(response.json()).avatar).toBe(`/api/files/${mine}/content`);
    const me = await server.app.inject({ method: 'GET', url: '/api/auth/me', headers: member.headers });
    expect(me.json().avatar ?? me.json().user?.avatar).toBe(`/api/files/${mine}/content`);
  });

  it('clears the avatar when its file is deleted', async () => {
    const member = await signUp(server);
    const fileID = await uploadedId(member);
    await setAvatar(member, fileID);
    await server.app.inject({ method: 'DELETE', url: `/api/files/${fileID}`, headers: member.headers });
    const [row] = await server.database.db.select().from(appUser).where(eq(appUser.id, member.user.uid));
    expect(row!.avatar).toBeNull();
  });
});
