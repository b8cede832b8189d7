import { z } from 'zod';
import { ARTICLE_CATEGORIES } from './articles';
import {
  ARTICLE_SLUG,
  CONTENT_FILTERS,
  CONTENT_STATUSES,
  FEEDBACK_FILTERS,
  type ContentFilter,
  type FeedbackFilter,
} from './admin-rules';
import { bannerSchema, ownImagePath } from './banners';
import { pageQuery } from './tarot';
import { text } from './text';

/** The admin console's API (`/api/admin/*`); its zod-free rules are in admin-rules.ts. */
export const adminIdParams = z.object({ id: z.uuid() });

const page = <Item extends z.ZodType>(item: Item, id: string) =>
  z
    .object({
      items: z.array(item).readonly(),
      page: z.number().int(),
      pageSize: z.number().int(),
      total: z.number().int(),
    })
    .meta({ id });

const isoTime = z.string().describe('ISO 8601');

// Feedback
export const adminFeedbackQuery = pageQuery.extend({ status: z.enum(FEEDBACK_FILTERS).default('all') });

export const adminFeedback = z
  .object({
    id: z.string(),
    content: z.string(),
    images: z.array(z.string()).readonly().describe('Stored file ids'),
    contact: z.string(),
    /** The phone number the member left to be called back on: shown in full, that is its purpose. */
    mobile: z.string(),
    reply: z.string().nullable(),
    repliedAt: isoTime.nullable(),
    createdAt: isoTime,
    author: z.object({ id: z.string(), nickname: z.string() }).nullable().describe('null for a visitor'),
  })
  .meta({ id: 'AdminFeedback' });

export const adminFeedbackPage = page(adminFeedback, 'AdminFeedbackPage');
export const feedbackReplyBody = z.object({ reply: text().trim().min(1).max(1000) }).meta({ id: 'FeedbackReply' });

// Users
export const adminUserQuery = pageQuery.extend({ q: text().trim().max(50).default('') });

export const adminUser = z
  .object({
    id: z.string(),
    username: z.string().nullable(),
    nickname: z.string(),
    avatar: z.string().nullable(),
    /** Masked (138****0000): the list is on an operator's screen; search still matches the full number. */
    mobile: z.string().nullable(),
    email: z.string().nullable().describe('Masked like the phone number'),
    role: z.array(z.string()).readonly(),
    status: z.enum(['active', 'banned', 'closed']),
    createdAt: isoTime,
  })
  .meta({ id: 'AdminUser' });

export const adminUserPage = page(adminUser, 'AdminUserPage');

// Articles

export const articleText = z.object({
  title: text().trim().min(1).max(80),
  summary: text().trim().max(300).default(''),
  body: text().trim().min(1).max(30_000),
});

export const articleBody = z
  .object({
    slug: text().trim().max(80).regex(ARTICLE_SLUG, 'lower-case letters and digits joined by hyphens'),
    category: z.enum(ARTICLE_CATEGORIES),
    cover: ownImagePath.nullable().default(null),
    /** Chinese is required; the English version may follow later. */
    texts: z.object({ 'zh-Hans': articleText, en: articleText.optional() }),
  })
  .meta({ id: 'ArticleRequest' });

export const adminArticleQuery = pageQuery.extend({ status: z.enum(CONTENT_FILTERS).default('all') });

export const adminArticle = z
  .object({
    id: z.string(),
    slug: z.string(),
    category: z.string(),
    cover: z.string().nullable(),
    texts: z.record(z.string(), z.object({ title: z.string(), summary: z.string(), body: z.string() })),
    status: z.enum(CONTENT_STATUSES),
    publishedAt: isoTime.nullable(),
    createdAt: isoTime,
    updatedAt: isoTime,
  })
  .meta({ id: 'AdminArticle' });

export const adminArticlePage = page(adminArticle, 'AdminArticlePage');

// Banners
export const adminBannerQuery = pageQuery.extend({ status: z.enum(CONTENT_FILTERS).default('all') });
export const adminBannerPage = page(bannerSchema, 'AdminBannerPage');
export const bannerOrderBody = z
  .object({ ids: z.array(z.uuid()).min(1).max(100).describe('Banner ids, first shown first') })
  .meta({ id: 'BannerOrder' });

// Statistics
export const statsQuery = z.object({ days: z.coerce.number().int().min(1).max(90).default(30) });

export const statsDay = z.object({
  day: z.string().describe('YYYY-MM-DD, Asia/Shanghai'),
  newUsers: z.number().int(),
  checkIns: z.number().int(),
  readings: z.number().int(),
});

export const adminStats = z
  .object({
    days: z.array(statsDay).readonly().describe('Oldest first, one entry for every day, today last'),
    totals: z.object({
      users: z.number().int(),
      checkIns: z.number().int(),
      readings: z.number().int(),
      openFeedback: z.number().int(),
    }),
  })
  .meta({ id: 'AdminStats' });

export type { ContentFilter, FeedbackFilter };
export type AdminFeedback = z.infer<typeof adminFeedback>;
export type AdminFeedbackPage = z.infer<typeof adminFeedbackPage>;
export type AdminUser = z.infer<typeof adminUser>;
export type AdminUserPage = z.infer<typeof adminUserPage>;
export type ArticleBody = z.infer<typeof articleBody>;
export type AdminArticle = z.infer<typeof adminArticle>;
export type AdminArticlePage = z.infer<typeof adminArticlePage>;
export type AdminBannerPage = z.infer<typeof adminBannerPage>;
export type AdminStats = z.infer<typeof adminStats>;
export type StatsDay = z.infer<typeof statsDay>;
