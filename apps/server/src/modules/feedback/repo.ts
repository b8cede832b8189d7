import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newestFirst, type ListRequest } from '../../db/keyset';
import { feedback } from '../../db/schema';

export type FeedbackRow = typeof feedback.$inferSelect;

export function createFeedbackRepo(db: Database) {
  const order = newestFirst(feedback.createdAt, feedback.id);
  return {
    async insert(values: typeof feedback.$inferInsert): Promise<FeedbackRow> {
      const [row] = await db.insert(feedback).values(values).returning();
      return row!;
    },
    /** A member's own feedback, newest first; the query names the author so nobody sees another's. */
    async pageOfAuthor(userId: string, request: ListRequest) {
      const { where, limit, offset } = order.window(request);
      const rows = await db
        .select({ ...getTableColumns(feedback), position: order.position })
        .from(feedback)
        .where(and(eq(feedback.userId, userId), where))
        .orderBy(...order.orderBy)
        .limit(limit)
        .offset(offset);
      return order.page(rows, request);
    },
  };
}

export type FeedbackRepo = ReturnType<typeof createFeedbackRepo>;
