import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tarotReading } from '../../db/schema';

export type ReadingRow = typeof tarotReading.$inferSelect;

/** Every query names the owner: a member can only ever reach their own readings. */
export function createReadingRepo(db: Database) {
  return {
    async insert(values: typeof tarotReading.$inferInsert): Promise<ReadingRow> {
      const [row] = await db.insert(tarotReading).values(values).returning();
      return row!;
    },
    async page(userId: string, page: number, pageSize: number): Promise<{ rows: ReadingRow[]; total: number }> {
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(tarotReading)
          .where(eq(tarotReading.userId, userId))
          .orderBy(desc(tarotReading.createdAt), desc(tarotReading.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(tarotReading).where(eq(tarotReading.userId, userId)),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
    async findOwn(userId: string, id: string): Promise<ReadingRow | undefined> {
      const [row] = await db
        .select()
        .from(tarotReading)
        .where(and(eq(tarotReading.id, id), eq(tarotReading.userId, userId)))
        .limit(1);
      return row;
    },
    async deleteOwn(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(tarotReading)
        .where(and(eq(tarotReading.id, id), eq(tarotReading.userId, userId)))
        .returning({ id: tarotReading.id });
      return deleted.length > 0;
    },
  };
}

export type ReadingRepo = ReturnType<typeof createReadingRepo>;
