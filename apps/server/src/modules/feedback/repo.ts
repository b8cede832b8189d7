import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { feedback } from '../../db/schema';

export type FeedbackRow = typeof feedback.$inferSelect;

export function createFeedbackRepo(db: Database) {
  return {
    async insert(values: typeof feedback.$inferInsert): Promise<FeedbackRow> {
      const [row] = await db.insert(feedback).values(values).returning();
      return row!;
    },
    /** A member's own feedback, newest first; the query names the author so nobody sees another's. */
    async pageOfAuthor(
      userId: string,
      page: number,
      pageSize: number,
    ): Promise<{ rows: FeedbackRow[]; total: number }> {
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(feedback)
          .where(eq(feedback.userId, userId))
          .orderBy(desc(feedback.createdAt), desc(feedback.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(feedback).where(eq(feedback.userId, userId)),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
  };
}

export type FeedbackRepo = ReturnType<typeof createFeedbackRepo>;
