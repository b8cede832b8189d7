import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appUser, storedFile } from '../../db/schema';

export type StoredFileRow = typeof storedFile.$inferSelect;

export function createFileRepo(db: Database) {
  return {
    async insert(values: typeof storedFile.$inferInsert): Promise<StoredFileRow> {
      const [row] = await db.insert(storedFile).values(values).returning();
      return row!;
    },
    async findById(id: string): Promise<StoredFileRow | undefined> {
      const [row] = await db.select().from(storedFile).where(eq(storedFile.id, id)).limit(1);
      return row;
    },
    async findMany(ids: readonly string[]): Promise<StoredFileRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(storedFile)
        .where(inArray(storedFile.id, [...ids]));
    },
    async hasStorageKey(storageKey: string): Promise<boolean> {
      const [row] = await db
        .select({ id: storedFile.id })
        .from(storedFile)
        .where(eq(storedFile.storageKey, storageKey))
        .limit(1);
      return row !== undefined;
    },
    /** Every row's storage key, a page at a time in id order, starting after `afterId`. */
    async storageKeysAfter(afterId: string | undefined, limit: number): Promise<{ id: string; storageKey: string }[]> {
      return db
        .select({ id: storedFile.id, storageKey: storedFile.storageKey })
        .from(storedFile)
        .where(afterId === undefined ? undefined : gt(storedFile.id, afterId))
        .orderBy(asc(storedFile.id))
        .limit(limit);
    },
    async delete(id: string): Promise<void> {
      await db.delete(storedFile).where(eq(storedFile.id, id));
    },
    /** Whether this URL is the owner's current avatar: the one thing that makes a file public. */
    async isOwnersAvatar(ownerId: string, url: string): Promise<boolean> {
      const [row] = await db
        .select({ id: appUser.id })
        .from(appUser)
        .where(and(eq(appUser.id, ownerId), eq(appUser.avatar, url)))
        .limit(1);
      return row !== undefined;
    },
    async setAvatar(userId: string, url: string | null) {
      const [row] = await db.update(appUser).set({ avatar: url }).where(eq(appUser.id, userId)).returning();
      return row;
    },
    /** Clears the avatar of whoever still shows this URL (its file is being deleted). */
    async clearAvatar(url: string): Promise<void> {
      await db.update(appUser).set({ avatar: null }).where(eq(appUser.avatar, url));
    },
  };
}

export type FileRepo = ReturnType<typeof createFileRepo>;
