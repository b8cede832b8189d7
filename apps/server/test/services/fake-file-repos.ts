import { Readable } from 'node:stream';
import type { FileRepo, StoredFileRow } from '../../src/modules/files/repo';
import type { UploadQuotaRepo } from '../../src/modules/files/quota-repo';
import type { FileStorage } from '../../src/providers/storage/file-storage';
import type { UserRepo } from '../../src/modules/accounts/users/repo';
import { userRow } from './user-row';

/** A stored file's row; tests give the id and owner that matter to them. */
export function fileRow(overrides: Partial<StoredFileRow> = {}): StoredFileRow {
  return {
    id: 'file-1',
    ownerId: 'member-1',
    storageKey: '2026/06/00000000-0000-4000-8000-000000000001.png',
    cloudPath: 'photo.png',
    mimeType: 'image/png',
    size: 3,
    width: 1,
    height: 1,
    createdAt: new Date('2026-06-01T00:00:00Z'),
    ...overrides,
  };
}

export function fakeFileRepo(initial: readonly StoredFileRow[] = []) {
  const rows = new Map(initial.map((row) => [row.id, row]));
  let next = 0;
  const repo: FileRepo = {
    async insert(values) {
      next += 1;
      const row = fileRow({ ...values, id: `new-file-${next}`, ownerId: values.ownerId ?? null });
      rows.set(row.id, row);
      return row;
    },
    async findById(id) {
      return rows.get(id);
    },
    async findMany(ids) {
      return ids.flatMap((id) => rows.get(id) ?? []);
    },
    async hasStorageKey(storageKey) {
      return [...rows.values()].some((row) => row.storageKey === storageKey);
    },
    async storageKeysAfter(afterId, limit) {
      return [...rows.values()]
        .filter((row) => afterId === undefined || row.id > afterId)
        .sort((a, b) => a.id.localeCompare(b.id))
        .slice(0, limit)
        .map(({ id, storageKey }) => ({ id, storageKey }));
    },
    async delete(id) {
      rows.delete(id);
    },
  };
  return { repo, rows };
}

/** Members' avatars by member id: the part of the user repository the file service uses. */
export function fakeAvatars(initial: Record<string, string> = {}) {
  const avatars = new Map(Object.entries(initial));
  const repo: Pick<UserRepo, 'isOwnersAvatar' | 'setAvatar' | 'clearAvatar'> = {
    async isOwnersAvatar(ownerId, url) {
      return avatars.get(ownerId) === url;
    },
    async setAvatar(userId, url) {
      if (url === null) avatars.delete(userId);
      else avatars.set(userId, url);
      return userRow({ id: userId, avatar: url });
    },
    async clearAvatar(url) {
      for (const [userId, avatar] of avatars) if (avatar === url) avatars.delete(userId);
    },
  };
  return { repo, avatars };
}

/** Storage in memory, final keys only: enough for rules that never look at pending bytes. */
export function fakeStorage(finalKeys: readonly string[] = []) {
  const final = new Map<string, Buffer>(finalKeys.map((key) => [key, Buffer.from('img')]));
  const pending = new Map<string, Buffer>();
  const storage: FileStorage = {
    async putPending(key, data) {
      pending.set(key, data);
    },
    async commit(key) {
      const data = pending.get(key);
      if (data) final.set(key, data);
      pending.delete(key);
    },
    async withdraw(key) {
      const data = final.get(key);
      if (data) pending.set(key, data);
      final.delete(key);
    },
    async get(key) {
      const data = final.get(key);
      return data ? Readable.from(data) : null;
    },
    async delete(key) {
      final.delete(key);
      pending.delete(key);
    },
    async exists(key) {
      return final.has(key);
    },
    async sweepPending() {
      return { finished: [], removed: [] };
    },
  };
  return { storage, final, pending };
}

/** Daily upload counts in memory, refusing past the limit as the conditional upsert does. */
export function fakeQuota() {
  const used = new Map<string, number>();
  const repo: UploadQuotaRepo = {
    async consume(ownerId, day, limit) {
      const key = `${ownerId}/${day}`;
      const count = used.get(key) ?? 0;
      if (count >= limit) return false;
      used.set(key, count + 1);
      return true;
    },
    async giveBack(ownerId, day) {
      const key = `${ownerId}/${day}`;
      used.set(key, Math.max(0, (used.get(key) ?? 0) - 1));
    },
  };
  return { repo, used };
}
