import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFile } from '../src/db/schema';
import type { AuthContext } from '../src/modules/accounts/auth/guard';
import { createFileRepo, type FileRepo } from '../src/modules/files/repo';
import { settleInterruptedUploads } from '../src/modules/files/settle-uploads';
import { newStorageKey, STORAGE_KEY_PATTERN } from '../src/providers/storage/file-storage';
import { createLocalDiskStorage } from '../src/providers/storage/local-disk-storage';
import { startTestServer, type TestServer } from './harness';
import { sessionIdOf, signUp } from './session';
import { fileServiceFor, filesUnder, tinyPng, uploadFiles, type Member } from './upload-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A sweep as at start-up: every pending key was written before it began. */
const startUp = () => new Date(Date.now() + 60_000);

async function insertRow(files: FileRepo, owner: Member, key: string) {
  return files.insert({
    ownerId: owner.user.uid,
    storageKey: key,
    cloudPath: 'a.png',
    mimeType: 'image/png',
    size: 5,
    width: 1,
    height: 1,
  });
}

const ownerOf = (member: Member): AuthContext => ({
  uid: member.user.uid,
  sessionId: sessionIdOf(member.token),
  role: ['user'],
  permission: [],
});

async function rowsOf(member: Member) {
  return server.database.db.select().from(storedFile).where(eq(storedFile.ownerId, member.user.uid));
}

describe('uploads and crashes', () => {
  it('leaves only the final file after a normal upload, no pending one', async () => {
    const member = await signUp(server);
    const root = path.join(server.config.dataDir, 'files');
    const [file] = await uploadFiles(server, member, [{ cloudPath: 'a.png', data: await tinyPng() }]);
    if (!file || !('fileID' in file)) throw new Error('upload refused');
    const [row] = await rowsOf(member);
    expect(await filesUnder(root)).toEqual([row!.storageKey]);
    expect(row!.storageKey).toMatch(STORAGE_KEY_PATTERN);
  });

  it('keeps no file when inserting the row fails', async () => {
    const member = await signUp(server);
    const files = createFileRepo(server.database.db);
    const { service, root } = await fileServiceFor(server, {
      files: { ...files, insert: () => Promise.reject(new Error('database went away')) },
    });
    await expect(service.store(member.user.uid, 'a.png', await tinyPng())).rejects.toThrow('database went away');
    expect(await filesUnder(root)).toEqual([]);
  });

  it('keeps neither row nor file when the final rename fails', async () => {
    const member = await signUp(server);
    const root = await mkdtemp(path.join(server.config.dataDir, 'storage-'));
    const storage = createLocalDiskStorage(root);
    const { service } = await fileServiceFor(server, {
      storage: { ...storage, commit: () => Promise.reject(new Error('disk went away')) },
    });
    await expect(service.store(member.user.uid, 'a.png', await tinyPng())).rejects.toThrow('disk went away');
    expect(await rowsOf(member)).toEqual([]);
    expect(await filesUnder(root)).toEqual([]);
  });
});

describe('the start-up sweep', () => {
  it('runs when the server starts, before any upload', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tarot-restart-'));
    const root = path.join(dataDir, 'files');
    await createLocalDiskStorage(root).putPending(newStorageKey('png'), Buffer.from('bytes'));
    const restarted = await startTestServer({ config: { dataDir } });
    try {
      expect(await filesUnder(root)).toEqual([]);
    } finally {
      await restarted.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('removes a pending file whose row was never written', async () => {
    const { storage, files, root } = await fileServiceFor(server);
    const key = newStorageKey('png');
    await storage.putPending(key, Buffer.from('bytes'));

    const settled = await settleInterruptedUploads(files, storage, startUp());

    expect(settled).toMatchObject({ finished: [], removed: [key] });
    expect(await filesUnder(root)).toEqual([]);
  });

  it('finishes a pending file whose row exists', async () => {
    const member = await signUp(server);
    const { storage, files, root } = await fileServiceFor(server);
    const key = newStorageKey('png');
    await storage.putPending(key, Buffer.from('bytes'));
    await insertRow(files, member, key);

    const settled = await settleInterruptedUploads(files, storage, startUp());

    expect(settled).toMatchObject({ finished: [key], removed: [] });
    expect(await filesUnder(root)).toEqual([key]);
    expect(await text((await storage.get(key))!)).toBe('bytes');
  });

  it('leaves pending files written after it began to the uploads still writing them', async () => {
    const { storage, files, root } = await fileServiceFor(server);
    const key = newStorageKey('png');
    await storage.putPending(key, Buffer.from('bytes'));

    const settled = await settleInterruptedUploads(files, storage, new Date(Date.now() - 60_000));

    expect(settled).toMatchObject({ finished: [], removed: [] });
    expect(await filesUnder(root)).toEqual([`.pending/${key}`]);
  });

  it('settles a deletion cut short: restored while its row exists, removed once the row is gone', async () => {
    const member = await signUp(server);
    const { storage, files } = await fileServiceFor(server);
    const kept = newStorageKey('png');
    const deleted = newStorageKey('png');
    for (const key of [kept, deleted]) {
      await storage.putPending(key, Buffer.from('bytes'));
      await storage.commit(key);
      await insertRow(files, member, key);
      await storage.withdraw(key); // a deletion's first step; then the crash
    }
    const [row] = (await rowsOf(member)).filter((candidate) => candidate.storageKey === deleted);
    await files.delete(row!.id); // this one got as far as deleting its row

    const settled = await settleInterruptedUploads(files, storage, startUp());

    expect(settled).toMatchObject({ finished: [kept], removed: [deleted] });
    expect(await storage.exists(kept)).toBe(true);
    expect(await storage.exists(deleted)).toBe(false);
  });

  it('reports rows whose bytes are missing and keeps them', async () => {
    const member = await signUp(server);
    const { storage, files } = await fileServiceFor(server);
    const key = newStorageKey('png');
    await insertRow(files, member, key);

    const settled = await settleInterruptedUploads(files, storage, startUp());

    expect(settled.missing).toContain(key);
    expect((await rowsOf(member)).map((row) => row.storageKey)).toEqual([key]);
  });
});

describe('deleting files', () => {
  it('removes the row and every name of its bytes', async () => {
    const member = await signUp(server);
    const { service, root } = await fileServiceFor(server);
    const { fileID } = await service.store(member.user.uid, 'a.png', await tinyPng());
    await service.remove(ownerOf(member), fileID);
    expect(await rowsOf(member)).toEqual([]);
    expect(await filesUnder(root)).toEqual([]);
  });

  it('puts the bytes back under their final name when the row cannot be deleted', async () => {
    const member = await signUp(server);
    const files = createFileRepo(server.database.db);
    const { service, storage } = await fileServiceFor(server, {
      files: { ...files, delete: () => Promise.reject(new Error('database went away')) },
    });
    const { fileID } = await service.store(member.user.uid, 'a.png', await tinyPng());
    await expect(service.remove(ownerOf(member), fileID)).rejects.toThrow('database went away');
    const [row] = await rowsOf(member);
    expect(await storage.exists(row!.storageKey)).toBe(true);
  });
});
