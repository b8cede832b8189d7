import type { FeedbackItem, FeedbackPage, SendFeedbackBody } from '@tarot/contract/feedback';
import { FILE_LIMITS } from '@tarot/contract/file-rules';
import { answerOf, type ListRequest } from '../../db/keyset';
import { AppError } from '../../errors';
import type { AuthContext } from '../accounts';
import { fileUrl, type UrlSigner } from '../files';
import type { FeedbackRepo, FeedbackRow } from './repo';

export interface FeedbackDependencies {
  readonly feedback: FeedbackRepo;
  /** Which of these file ids are not the user's own (files/repo.ts). */
  readonly filesNotOwnedBy: (ownerId: string, fileIds: readonly string[]) => Promise<string[]>;
  readonly signer: UrlSigner;
}

export function createFeedbackService({ feedback, filesNotOwnedBy, signer }: FeedbackDependencies) {
  /** Feedback images are private files: the author reads them through short-lived signed addresses. */
  const signedUrl = (fileId: string, nowMs: number) => {
    const expires = Math.floor(nowMs / 1000) + FILE_LIMITS.tempUrlMaxAgeSeconds;
    const query = new URLSearchParams({ expires: String(expires), sign: signer.sign(fileId, expires) });
    return `${fileUrl(fileId)}?${query}`;
  };

  const toItem = (row: FeedbackRow, nowMs: number): FeedbackItem => ({
    id: row.id,
    content: row.content,
    images: row.images.map((fileID) => ({ fileID, url: signedUrl(fileID, nowMs) })),
    contact: row.contact,
    mobile: row.mobile,
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  });

  return {
    /**
     * Anyone may write; images only from a signed-in author and only files they uploaded,
     * so feedback can never expose someone else's private file to the administrators.
     */
    async send(auth: AuthContext | null, body: SendFeedbackBody): Promise<{ id: string }> {
      if (body.images.length > 0) {
        if (!auth) throw new AppError('FEEDBACK_IMAGES_NEED_LOGIN');
        if ((await filesNotOwnedBy(auth.uid, body.images)).length > 0) throw new AppError('FEEDBACK_IMAGE_NOT_OWNED');
      }
      const row = await feedback.insert({ userId: auth?.uid ?? null, ...body });
      return { id: row.id };
    },

    async mine(uid: string, request: ListRequest, nowMs = Date.now()): Promise<FeedbackPage> {
      return answerOf(request, await feedback.pageOfAuthor(uid, request), (row) => toItem(row, nowMs));
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
