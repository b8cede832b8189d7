import { count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { FeedbackFilter } from '@tarot/contract/admin';
import type { Database } from '../../db/client';
import { appUser, feedback } from '../../db/schema';
import { offsetOf, type PageOf } from '../../db/paging';

export type FeedbackRow = typeof feedback.$inferSelect & { authorNickname: string | null };

const filters: Record<FeedbackFilter, SQL | undefined> = {
  all: undefined,
  open: isNull(feedback.reply),
  replied: isNotNull(feedback.reply),
};

export function createAdminFeedbackRepo(db: Database) {
  return {
    async page(filter: FeedbackFilter, page: number, pageSize: number): Promise<PageOf<FeedbackRow>> {
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
    async reply(id: string, reply: string, adminId: string): Promise<FeedbackRow | undefined> {
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

export type AdminFeedbackRepo = ReturnType<typeof createAdminFeedbackRepo>;
