import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uploadQuota } from '../../db/schema';

export function createUploadQuotaRepo(db: Database) {
  return {
    /**
     * Counts one image on the member's day, or refuses when `limit` are already counted:
     * one conditional upsert, so any number of parallel uploads let exactly the remaining
     * ones through (the row lock of the conflicting row orders them). False when refused.
     */
    async consume(ownerId: string, day: string, limit: number): Promise<boolean> {
      const counted = await db
        .insert(uploadQuota)
        .values({ ownerId, day, used: 1 })
        .onConflictDoUpdate({
          target: [uploadQuota.ownerId, uploadQuota.day],
          set: { used: sql`${uploadQuota.used} + 1` },
          setWhere: sql`${uploadQuota.used} < ${limit}`,
        })
        .returning({ used: uploadQuota.used });
      return counted.length > 0;
    },
    /** Gives one counted image back: it was turned away before any work was done on it. */
    async giveBack(ownerId: string, day: string): Promise<void> {
      await db
        .update(uploadQuota)
        .set({ used: sql`${uploadQuota.used} - 1` })
        .where(and(eq(uploadQuota.ownerId, ownerId), eq(uploadQuota.day, day), gt(uploadQuota.used, 0)));
    },
  };
}

export type UploadQuotaRepo = ReturnType<typeof createUploadQuotaRepo>;
