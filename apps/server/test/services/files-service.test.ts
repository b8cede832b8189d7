import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { FILE_LIMITS } from '@tarot/contract/file-rules';
import { AppError } from '../../src/errors';
import type { AuthContext } from '../../src/modules/accounts/auth/guard';
import { createImageQueue } from '../../src/modules/files/image-queue';
import { createFileService, type FileServiceDependencies } from '../../src/modules/files/service';
import { createUrlSigner } from '../../src/modules/files/signing';
import { shanghaiDate } from '@tarot/core/calendar/shanghai-day';
import { fakeAvatars, fakeFileRepo, fakeQuota, fakeStorage, fileRow } from './fake-file-repos';

const OWNER: AuthContext = { uid: 'member-1', sessionId: 'session-1', role: ['user'], permission: [] };
const STRANGER: AuthContext = { uid: 'member-2', sessionId: 'session-2', role: ['user'], permission: [] };
const ADMIN: AuthContext = { uid: 'admin-1', sessionId: 'session-3', role: ['admin'], permission: [] };

const FILE = fileRow({ id: 'file-1', ownerId: OWNER.uid });
const FILE_URL = '/api/files/file-1/content';
const signer = createUrlSigner('files-service-test-secret');

/** The file service over in-memory repositories and storage holding one member's file. */
function filesWith(parts: Partial<FileServiceDependencies> = {}, avatars: Record<string, string> = {}) {
  const files = fakeFileRepo([FILE]);
  const users = fakeAvatars(avatars);
  const { storage, final } = fakeStorage([FILE.storageKey]);
  const quota = fakeQuota();
  const sut = createFileService({
    files: files.repo,
    users: users.repo,
    storage,
    signer,
    quota: quota.repo,
    imageQueue: createImageQueue({ slots: 1, waiting: 0 }),
    ...parts,
  });
  return { sut, files, users, final, quota };
}

describe('who may manage a file', () => {
  it('shows a file to its owner and to administrators, and to nobody else', async () => {
    const { sut } = filesWith();
    expect(await sut.info(OWNER, FILE.id)).toMatchObject({ fileID: FILE.id, url: FILE_URL });
    expect(await sut.info(ADMIN, FILE.id)).toMatchObject({ fileID: FILE.id });
    await expect(sut.info(STRANGER, FILE.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses to delete someone else’s file and keeps it', async () => {
    const { sut, files, final } = filesWith();
    await expect(sut.remove(STRANGER, FILE.id)).rejects.toMatchObject({ code: 'uni-id-permission-error' });
    expect(files.rows.has(FILE.id)).toBe(true);
    expect(final.has(FILE.storageKey)).toBe(true);
  });

  it('deletes row and bytes for the owner, and takes the file down as an avatar', async () => {
    const { sut, files, users, final } = filesWith({}, { [OWNER.uid]: FILE_URL });
    await sut.remove(OWNER, FILE.id);
    expect(files.rows.has(FILE.id)).toBe(false);
    expect(final.has(FILE.storageKey)).toBe(false);
    expect(users.avatars.has(OWNER.uid)).toBe(false);
  });

  it('lets an administrator delete any member’s file', async () => {
    const { sut, files } = filesWith();
    await sut.remove(ADMIN, FILE.id);
    expect(files.rows.has(FILE.id)).toBe(false);
  });

  it('signs temporary addresses only for the owner’s or an administrator’s files', async () => {
    const { sut } = filesWith();
    const asked = { fileList: [FILE.id, 'missing-file'] };
    const [own, missing] = (await sut.tempUrls(OWNER, asked, 0)).fileList;
    expect(own).toMatchObject({ fileID: FILE.id, maxAge: FILE_LIMITS.tempUrlMaxAgeSeconds });
    expect(missing).toMatchObject({ code: 'GET_TEMP_FILE_URL_FAILED' });
    expect((await sut.tempUrls(ADMIN, asked, 0)).fileList[0]).toHaveProperty('tempFileURL');
    expect((await sut.tempUrls(STRANGER, asked, 0)).fileList[0]).toMatchObject({ code: 'GET_TEMP_FILE_URL_FAILED' });
  });

  it('sets only the member’s own file as their avatar', async () => {
    const { sut, users } = filesWith();
    await expect(sut.setAvatar(STRANGER.uid, FILE.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await sut.setAvatar(OWNER.uid, FILE.id)).avatar).toBe(FILE_URL);
    expect(users.avatars.get(OWNER.uid)).toBe(FILE_URL);
  });
});

describe('who may read a file’s bytes', () => {
  it('serves a private file only through a valid signed address, cached no longer than it lives', async () => {
    const { sut } = filesWith();
    await expect(sut.open(FILE.id, {})).rejects.toMatchObject({ code: 'FILE_LINK_INVALID' });
    const expires = Math.floor(Date.now() / 1000) + 60;
    await expect(sut.open(FILE.id, { expires, sign: 'forged' })).rejects.toMatchObject({ code: 'FILE_LINK_INVALID' });
    const served = await sut.open(FILE.id, { expires, sign: signer.sign(FILE.id, expires) });
    expect(served.cacheControl).toMatch(/^private, max-age=(59|60)$/);
  });

  it('serves the owner’s current avatar to anyone, cacheable for long', async () => {
    const { sut } = filesWith({}, { [OWNER.uid]: FILE_URL });
    expect((await sut.open(FILE.id, {})).cacheControl).toBe(
      `public, max-age=${FILE_LIMITS.cacheMaxAgeSeconds}, immutable`,
    );
  });
});

describe('the daily upload quota', () => {
  const onePixelPng = () =>
    sharp({ create: { width: 1, height: 1, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();

  it('refuses past the quota before any costly re-encoding', async () => {
    const normalise = vi.fn();
    const { sut, quota } = filesWith({ normalise });
    quota.used.set(`${OWNER.uid}/${shanghaiDate(new Date())}`, FILE_LIMITS.uploadsPerDay);
    await expect(sut.store(OWNER.uid, 'a.png', await onePixelPng())).rejects.toMatchObject({
      code: 'UPLOAD_QUOTA_EXCEEDED',
    });
    expect(normalise).not.toHaveBeenCalled();
  });

  it('gives the upload back when a busy server turns it away before any work', async () => {
    const full = () => Promise.reject(new AppError('IMAGE_QUEUE_FULL'));
    const { sut, quota } = filesWith({ normalise: full });
    await expect(sut.store(OWNER.uid, 'a.png', await onePixelPng())).rejects.toMatchObject({
      code: 'IMAGE_QUEUE_FULL',
    });
    expect(quota.used.get(`${OWNER.uid}/${shanghaiDate(new Date())}`)).toBe(0);
  });
});
