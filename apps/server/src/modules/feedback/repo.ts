import { and, count, desc, eq, getTableColumns, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { FeedbackFilter } from '@tarot/contract/admin';
import type { Database } from '../../db/client';
import { newestFirst, type ListRequest } from '../../db/keyset';
import { offsetOf, type PageOf } from '../../db/paging';
import { appUser, feedback } from '../../db/schema';

export type FeedbackRow = typeof feedback.$inferSelect;
/** Feedback as the console lists it: with its author's nickname. */
export type FeedbackWithAuthor = FeedbackRow & { authorNickname: string | null };

const filters: Record<FeedbackFilter, SQL | undefined> = {
  all: undefined,
  open: isNull(feedback.reply),
  replied: isNotNull(feedback.reply),
};

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

    // The console's pages: everyone's feedback, and the replies.
    async pageForConsole(filter: FeedbackFilter, page: number, pageSize: number): Promise<PageOf<FeedbackWithAuthor>> {
      const where = filters[filter];
      const [rows, [totals]] = await Promise.all([
        db
          .select({ ...feedbackColumns, authorNickname: appUser.nickname })
          .from(feedback)
          .leftJoin(appUser, eq(appUser.id, feedback.userId))
          .where(where)
          .orderBy(desc(feedback.createdAt), desc(feedback.id))
          .limit(pageSize)
          .offset(offsetOf(page, pageSize)),
        db.select({ total: count() }).from(feedback).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
    /** Writes (or rewrites) the reply; undefined when there is no such feedback. */
    async reply(id: string, reply: string, adminId: string): Promise<FeedbackWithAuthor | undefined> {
      const [updated] = await db
        .update(feedback)
        .set({ reply, repliedBy: adminId, repliedAt: sql`now()` })
        .where(eq(feedback.id, id))
        .returning({ id: feedback.id });
      if (!updated) return undefined;
      const [row] = await db
        .select({ ...feedbackColumns, authorNickname: appUser.nickname })
        .from(feedback)
        .leftJoin(appUser, eq(appUser.id, feedback.userId))
        .where(eq(feedback.id, id));
      return row;
    },
    async countOpen(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(feedback).where(isNull(feedback.reply));
      return row?.total ?? 0;
    },
  };
}

const feedbackColumns = {
  id: feedback.id,
  userId: feedback.userId,
  content: feedback.content,
  images: feedback.images,
  contact: feedback.contact,
  mobile: feedback.mobile,
  reply: feedback.reply,
  repliedAt: feedback.repliedAt,
  repliedBy: feedback.repliedBy,
  createdAt: feedback.createdAt,
};

export type FeedbackRepo = ReturnType<typeof createFeedbackRepo>;
