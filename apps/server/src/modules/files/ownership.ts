import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { storedFile } from '../../db/schema';

/** The stable address of a stored file (public while it is its owner's avatar). */
export const fileUrl = (fileId: string): string => `/api/files/${fileId}/content`;

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
