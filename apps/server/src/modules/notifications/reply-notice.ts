import type { FastifyBaseLogger } from 'fastify';
import { NOTIFICATION_LINKS } from './links';
import type { MemberNotifier } from './member-notifier';
import type { RecipientsRepo } from './recipients-repo';
import { notificationTexts } from './texts/catalogue';

/** The feedback an administrator has just answered. */
export interface AnsweredFeedback {
  readonly id: string;
  readonly userId: string;
  readonly repliedAt: Date;
}

/**
 * Tells the member at once that their feedback was answered, in their language. The reply is
 * already saved: a push that fails is logged, never turned into a failed reply.
 */
export function createReplyNotice(deps: {
  readonly recipients: RecipientsRepo;
  readonly notifier: MemberNotifier;
  readonly log: FastifyBaseLogger;
}) {
  return async function notifyReply(feedback: AnsweredFeedback): Promise<void> {
    try {
      const member = await deps.recipients.replyRecipient(feedback.userId);
      if (!member) return;
      await deps.notifier.sendToMember(member.userId, {
        kind: 'reply',
        ...notificationTexts(member.language).reply,
        url: NOTIFICATION_LINKS.reply,
        // A new answer to the same feedback is news again; the same answer is not.
        dedupeKey: `reply:${feedback.id}:${feedback.repliedAt.toISOString()}`,
      });
    } catch (error) {
      deps.log.error({ err: error, feedbackId: feedback.id }, 'feedback reply notification failed');
    }
  };
}
