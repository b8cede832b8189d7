import { CopyObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newStorageKey, type FileStorage } from '../src/providers/storage/file-storage';
import { createS3Client, createS3Storage } from '../src/providers/storage/s3-storage';
import { startTestServer } from './harness';
import { startTestS3, storeMustNotFail, type TestS3 } from './s3-server';

let s3: TestS3;
let storage: FileStorage;
beforeAll(async () => {
  s3 = await startTestS3();
  storage = createS3Storage(s3.client, s3.settings.bucket, storeMustNotFail);
});
afterAll(() => s3.close());

beforeEach(() => s3.empty());

const put = (name: string, body: string) =>
  s3.client.send(new PutObjectCommand({ Bucket: s3.settings.bucket, Key: name, Body: body }));
const copy = (from: string, to: string) =>
  s3.client.send(
    new CopyObjectCommand({ Bucket: s3.settings.bucket, Key: to, CopySource: `${s3.settings.bucket}/${from}` }),
  );
const startUp = () => new Date(Date.now() + 60_000);

describe('the S3 store', () => {
  it('keeps pending objects under .pending/ and final ones at the key itself', async () => {
    const key = newStorageKey('png');
    await storage.putPending(key, Buffer.from('bytes'));
    expect(await s3.objectNames()).toEqual([`.pending/${key}`]);
    await storage.commit(key);
    expect(await s3.objectNames()).toEqual([key]);
    await storage.delete(key);
    expect(await s3.objectNames()).toEqual([]);
  });

  it('settles a move cut short between its copy and its delete, by the row', async () => {
    const kept = newStorageKey('png');
    const dropped = newStorageKey('png');
    for (const key of [kept, dropped]) {
      await put(`.pending/${key}`, 'bytes');
      await copy(`.pending/${key}`, key); // the copy of a commit; then the crash, before the delete
    }

    const swept = await storage.sweepPending(async (key) => key === kept, startUp());

    expect(swept).toEqual({ finished: [kept], removed: [dropped] });
    expect(await s3.objectNames()).toEqual([kept]);
  });

  it('leaves objects under .pending/ that are not storage keys alone', async () => {
    await put('.pending/notes.txt', 'an operator’s');
    expect(await storage.sweepPending(async () => false, startUp())).toEqual({ finished: [], removed: [] });
    expect(await s3.objectNames()).toEqual(['.pending/notes.txt']);
  });

  it('answers SERVICE_UNAVAILABLE for an unreachable store, never a missing file, and reports the cause', async () => {
    const unreachable = createS3Client({ ...s3.settings, endpoint: 'http://127.0.0.1:1' });
    const heard: unknown[] = [];
    try {
      const store = createS3Storage(unreachable, s3.settings.bucket, (error) => heard.push(error));
      await expect(store.exists(newStorageKey('png'))).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        status: 503,
      });
      await expect(store.get(newStorageKey('png'))).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      await expect(store.putPending(newStorageKey('png'), Buffer.from('x'))).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
      });
      expect(heard).toHaveLength(3);
      expect(String(heard[0])).toMatch(/ECONNREFUSED/);
    } finally {
      unreachable.destroy();
    }
  });
});

describe('the start-up sweep on a shared bucket', () => {
  it('leaves a pending upload of another instance alone', async () => {
    const key = newStorageKey('png');
    await storage.putPending(key, Buffer.from('in flight elsewhere'));
    const server = await startTestServer({ config: { s3: s3.settings } });
    await server.close();
    expect(await s3.objectNames()).toEqual([`.pending/${key}`]);
  });
});
