import { FEEDBACK_RULES } from '@tarot/contract/feedback';

export interface FeedbackDraft {
  readonly content: string;
  readonly contact: string;
  readonly mobile: string;
}

/** The first problem with a draft, as a `feedback:` message key, or null when it can be sent. */
export function feedbackProblem({ content, contact, mobile }: FeedbackDraft): string | null {
  const message = content.trim();
  if (!message) return 'validation.contentRequired';
  if (message.length > FEEDBACK_RULES.contentMax) return 'validation.contentTooLong';
  if (contact.trim().length > FEEDBACK_RULES.contactMax) return 'validation.contactTooLong';
  if (mobile && !FEEDBACK_RULES.mobilePattern.test(mobile)) return 'validation.mobile';
  return null;
}
