import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newestFirst, type ListRequest } from '../../db/keyset';
import { tarotReading } from '../../db/schema';

export type ReadingRow = typeof tarotReading.$inferSelect;

/** Every query names the owner: a member can only ever reach their own readings. */
export function createReadingRepo(db: Database) {
  const order = newestFirst(tarotReading.createdAt, tarotReading.id);
  return {
    async insert(values: typeof tarotReading.$inferInsert): Promise<ReadingRow> {
      const [row] = await db.insert(tarotReading).values(values).returning();
      return row!;
    },
    async page(userId: string, request: ListRequest) {
      const { where, limit, offset } = order.window(request);
      const rows = await db
        .select({ ...getTableColumns(tarotReading), position: order.position })
        .from(tarotReading)
        .where(and(eq(tarotReading.userId, userId), where))
        .orderBy(...order.orderBy)
        .limit(limit)
        .offset(offset);
      return order.page(rows, request);
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
