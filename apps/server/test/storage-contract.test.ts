import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newStorageKey, type FileStorage } from '../src/providers/storage/file-storage';
import { createLocalDiskStorage } from '../src/providers/storage/local-disk-storage';
import { createS3Storage } from '../src/providers/storage/s3-storage';
import { startTestS3, storeMustNotFail, type TestS3 } from './s3-server';

/** One kind of store, opened empty for each test, so no test sees another's keys. */
interface StoreKind {
  readonly name: string;
  setUp(): Promise<void>;
  open(): Promise<FileStorage>;
  tearDown(): Promise<void>;
}

const disk = (): StoreKind => {
  let root = '';
  let opened = 0;
  return {
    name: 'local disk',
    setUp: async () => {
      root = await mkdtemp(path.join(tmpdir(), 'tarot-storage-'));
    },
    open: async () => createLocalDiskStorage(path.join(root, String((opened += 1)))),
    tearDown: () => rm(root, { recursive: true, force: true }),
  };
};

const s3 = (): StoreKind => {
  let server: TestS3;
  let opened = 0;
  return {
    name: 'S3 (s3rver)',
    setUp: async () => {
      server = await startTestS3();
    },
    open: async () => {
      const bucket = `store-${(opened += 1)}`;
      await server.client.send(new CreateBucketCommand({ Bucket: bucket }));
      return createS3Storage(server.client, bucket, storeMustNotFail);
    },
    tearDown: () => server.close(),
  };
};

const bytes = (value: string) => Buffer.from(value);
const read = async (storage: FileStorage, key: string) => {
  const body = await storage.get(key);
  return body && text(body);
};
/** A sweep at start-up: every pending key was written before it. */
const afterEverything = () => new Date(Date.now() + 60_000);
/** A sweep that must leave keys written within the last minute alone. */
const aMinuteAgo = () => new Date(Date.now() - 60_000);

describe.each([disk(), s3()])('file storage on the $name', (kind) => {
  let storage: FileStorage;
  beforeAll(() => kind.setUp());
  afterAll(() => kind.tearDown());
  beforeEach(async () => {
    storage = await kind.open();
  });

  it('takes only generated keys, so no client text becomes a path or object name', async () => {
    for (const key of ['../secrets.json', '2026/11/../../../x.png', '/etc/passwd', '2026/11/a.png', '.pending/x', '']) {
      await expect(storage.putPending(key, bytes('x'))).rejects.toThrow(/Not a storage key/);
      await expect(storage.commit(key)).rejects.toThrow(/Not a storage key/);
      await expect(storage.withdraw(key)).rejects.toThrow(/Not a storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Not a storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/Not a storage key/);
      await expect(storage.exists(key)).rejects.toThrow(/Not a storage key/);
    }
  });

  it('keeps pending bytes unreadable until they are committed, then serves them as written', async () => {
    const key = newStorageKey('png');
    await storage.putPending(key, bytes('first image'));
    expect(await storage.get(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);

    await storage.commit(key);

    expect(await storage.exists(key)).toBe(true);
    expect(await read(storage, key)).toBe('first image');
  });

  it('refuses to commit a key that was never written', async () => {
    await expect(storage.commit(newStorageKey('jpg'))).rejects.toThrow();
  });

  it('withdraws a final key to pending and can commit it back, bytes intact', async () => {
    const key = newStorageKey('webp');
    await storage.putPending(key, bytes('withdrawn'));
    await storage.commit(key);

    await storage.withdraw(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);

    await storage.commit(key);
    expect(await read(storage, key)).toBe('withdrawn');
  });

  it('leaves a key that is not final as it is when withdrawing it', async () => {
    await expect(storage.withdraw(newStorageKey('gif'))).resolves.toBeUndefined();
    const pending = newStorageKey('gif');
    await storage.putPending(pending, bytes('still pending'));
    await storage.withdraw(pending);
    await storage.commit(pending);
    expect(await read(storage, pending)).toBe('still pending');
  });

  it('deletes a key under both names, and a missing key without complaint', async () => {
    const final = newStorageKey('png');
    await storage.putPending(final, bytes('final'));
    await storage.commit(final);
    const pending = newStorageKey('png');
    await storage.putPending(pending, bytes('pending'));

    await storage.delete(final);
    await storage.delete(pending);
    await storage.delete(newStorageKey('png'));

    expect(await storage.get(final)).toBeNull();
    expect(await storage.exists(final)).toBe(false);
    await expect(storage.commit(pending)).rejects.toThrow();
  });

  it('sweeps pending keys by their rows: finished with one, removed without', async () => {
    const known = newStorageKey('png');
    const unknown = newStorageKey('jpg');
    const withdrawn = newStorageKey('webp');
    await storage.putPending(known, bytes('known'));
    await storage.putPending(unknown, bytes('unknown'));
    await storage.putPending(withdrawn, bytes('withdrawn'));
    await storage.commit(withdrawn);
    await storage.withdraw(withdrawn); // a deletion's first step, then the crash
    const asked: string[] = [];

    const swept = await storage.sweepPending(async (key) => {
      asked.push(key);
      return key !== unknown;
    }, afterEverything());

    expect(asked.sort()).toEqual([known, unknown, withdrawn].sort());
    expect(swept.finished.sort()).toEqual([known, withdrawn].sort());
    expect(swept.removed).toEqual([unknown]);
    expect(await read(storage, known)).toBe('known');
    expect(await read(storage, withdrawn)).toBe('withdrawn');
    expect(await storage.exists(unknown)).toBe(false);
    await expect(storage.commit(unknown)).rejects.toThrow();
  });

  it('leaves pending keys younger than the cut-off alone: they may be an upload in flight', async () => {
    const key = newStorageKey('png');
    await storage.putPending(key, bytes('in flight'));

    const swept = await storage.sweepPending(async () => false, aMinuteAgo());

    expect(swept).toEqual({ finished: [], removed: [] });
    await storage.commit(key);
    expect(await read(storage, key)).toBe('in flight');
  });

  it('sweeps an empty store to nothing', async () => {
    expect(await storage.sweepPending(async () => true, afterEverything())).toEqual({ finished: [], removed: [] });
  });
});

describe('storage keys', () => {
  it('are year/month/uuid.extension, the month of their making in UTC', () => {
    expect(newStorageKey('png', new Date('2026-03-04T00:00:00Z'))).toMatch(/^2026\/03\/[0-9a-f-]{36}\.png$/);
    expect(newStorageKey('gif', new Date('2026-12-31T23:59:59Z'))).toMatch(/^2026\/12\/[0-9a-f-]{36}\.gif$/);
  });
});
