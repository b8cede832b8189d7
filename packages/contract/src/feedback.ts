import { z } from 'zod';
import { MOBILE_PATTERN } from './phone-rules';
import { fileId } from './files';
import { LIMITS } from './limits';
import { memberPageOf, memberPageQuery } from './member-page';
import { text } from './text';
import { endpoint } from './endpoint';

/**
 * Feedback (spec §3: message content, image list, contact, contact phone). The spec's
 * 140-character default suits single-line inputs; a problem report needs room for the steps
 * that led to it, so the message takes up to 500 characters, like the app rating's comment.
 */
export const FEEDBACK_RULES = {
  contentMax: 500,
  contactMax: 50,
  imagesMax: LIMITS.imagePickerCount,
  /** The mainland mobile rule the login pages use. */
  mobilePattern: MOBILE_PATTERN,
} as const;

export const sendFeedbackBody = z
  .object({
    content: text().trim().min(1).max(FEEDBACK_RULES.contentMax),
    images: z
      .array(fileId)
      .max(FEEDBACK_RULES.imagesMax)
      .refine((ids) => new Set(ids).size === ids.length, 'each image once')
      .default([])
      .describe('Ids of images the author uploaded; visitors cannot attach any'),
    contact: text().trim().max(FEEDBACK_RULES.contactMax).default(''),
    mobile: z.union([z.literal(''), z.string().regex(FEEDBACK_RULES.mobilePattern)]).default(''),
  })
  .meta({ id: 'SendFeedback' });

export const feedbackImage = z.object({
  fileID: fileId,
  url: z.string().describe('A signed temporary address, valid for 600 s'),
});

export const feedbackItem = z
  .object({
    id: z.uuid(),
    content: z.string(),
    images: z.array(feedbackImage),
    contact: z.string(),
    mobile: z.string(),
    reply: z.string().nullable(),
    repliedAt: z.string().nullable().describe('ISO 8601'),
    createdAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'Feedback' });

export const feedbackPageQuery = memberPageQuery;

export const feedbackPage = memberPageOf(feedbackItem, 'FeedbackPage');

export const sentFeedback = z.object({ id: z.uuid() }).meta({ id: 'SentFeedback' });

export type SendFeedbackBody = z.infer<typeof sendFeedbackBody>;
export type FeedbackItem = z.infer<typeof feedbackItem>;
export type FeedbackPage = z.infer<typeof feedbackPage>;

export const sendFeedback = endpoint({
  method: 'POST',
  path: '/api/feedback',
  tags: ['feedback'],
  summary: 'Send feedback (visitors too; images only from signed-in authors)',
  body: sendFeedbackBody,
  response: sentFeedback,
  errors: [400, 401, 403],
});

export const listMyFeedback = endpoint({
  method: 'GET',
  path: '/api/feedback/mine',
  tags: ['feedback'],
  summary: 'My feedback with the replies, newest first',
  query: feedbackPageQuery,
  response: feedbackPage,
  errors: [400, 401, 403],
});
