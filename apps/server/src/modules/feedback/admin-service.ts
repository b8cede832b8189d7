import type { AdminFeedback, AdminFeedbackPage, FeedbackFilter } from '@tarot/contract/admin';
import { AppError } from '../../errors';
import type { FeedbackRepo, FeedbackWithAuthor } from './repo';

const toResponse = (row: FeedbackWithAuthor): AdminFeedback => ({
  id: row.id,
  content: row.content,
  images: row.images,
  contact: row.contact,
  mobile: row.mobile,
  reply: row.reply,
  repliedAt: row.repliedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  author: row.userId ? { id: row.userId, nickname: row.authorNickname ?? '' } : null,
});

/** Called once a member's feedback is answered (the notifications module tells the member). */
export type FeedbackRepliedHook = (answered: { id: string; userId: string; repliedAt: Date }) => Promise<void>;

export function createAdminFeedbackService(feedback: FeedbackRepo, onReplied?: FeedbackRepliedHook) {
  return {
    async list(filter: FeedbackFilter, page: number, pageSize: number): Promise<AdminFeedbackPage> {
      const { rows, total } = await feedback.pageForConsole(filter, page, pageSize);
      return { items: rows.map(toResponse), page, pageSize, total };
    },
    async reply(id: string, reply: string, adminId: string): Promise<AdminFeedback> {
      const row = await feedback.reply(id, reply, adminId);
      if (!row) throw new AppError('NOT_FOUND', 'No such feedback');
      // A visitor's feedback has nobody to notify.
      if (onReplied && row.userId && row.repliedAt) {
        await onReplied({ id: row.id, userId: row.userId, repliedAt: row.repliedAt });
      }
      return toResponse(row);
    },
  };
}

export type AdminFeedbackService = ReturnType<typeof createAdminFeedbackService>;
