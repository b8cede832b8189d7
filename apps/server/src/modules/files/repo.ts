import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { storedFile } from '../../db/schema';

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
  };
}

export type FileRepo = ReturnType<typeof createFileRepo>;

/**
 * For other modules (feedback images, …): which of these ids are NOT files of this user.
 * An empty answer means every id exists and belongs to them. Ids must be UUIDs (the
 * contract's `fileId`), or the database refuses the comparison.
 */
export async function filesNotOwnedBy(db: Database, ownerId: string, fileIds: readonly string[]): Promise<string[]> {
  const unique = [...new Set(fileIds)];
  if (unique.length === 0) return [];
  const owned = await db
    .select({ id: storedFile.id })
    .from(storedFile)
    .where(and(eq(storedFile.ownerId, ownerId), inArray(storedFile.id, unique)));
  const ownedIds = new Set(owned.map((row) => row.id));
  return unique.filter((id) => !ownedIds.has(id));
}
