import { z } from 'zod';
import { ARTICLE_CATEGORIES, SEARCH_MAX } from './article-rules';
import {
  ARTICLE_LIMITS,
  ARTICLE_SLUG,
  CONTENT_FILTERS,
  CONTENT_STATUSES,
  FEEDBACK_FILTERS,
  type ContentFilter,
  type FeedbackFilter,
} from './admin-rules';
import { bannerBody, bannerSchema, ownImagePath } from './banners';
import { pageQuery } from './tarot';
import { text } from './text';
import { endpoint } from './endpoint';
import { okResponse } from './ok';

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
export const adminUserQuery = pageQuery.extend({ q: text().trim().max(SEARCH_MAX).default('') });

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
  title: text().trim().min(1).max(ARTICLE_LIMITS.title),
  summary: text().trim().max(ARTICLE_LIMITS.summary).default(''),
  body: text().trim().min(1).max(ARTICLE_LIMITS.body),
});

export const articleBody = z
  .object({
    slug: text().trim().max(ARTICLE_LIMITS.slug).regex(ARTICLE_SLUG, 'lower-case letters and digits joined by hyphens'),
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

export const listAdminArticles = endpoint({
  method: 'GET',
  path: '/api/admin/articles',
  tags: ['admin'],
  summary: 'Articles, last edited first, drafts and published',
  query: adminArticleQuery,
  response: adminArticlePage,
  errors: [400, 401, 403, 404, 409],
});

export const getAdminArticle = endpoint({
  method: 'GET',
  path: '/api/admin/articles/:id',
  tags: ['admin'],
  summary: 'One article, for editing',
  params: adminIdParams,
  response: adminArticle,
  errors: [400, 401, 403, 404, 409],
});

export const createArticle = endpoint({
  method: 'POST',
  path: '/api/admin/articles',
  tags: ['admin'],
  summary: 'Write a new draft',
  body: articleBody,
  response: adminArticle,
  errors: [400, 401, 403, 404, 409],
});

export const updateArticle = endpoint({
  method: 'PUT',
  path: '/api/admin/articles/:id',
  tags: ['admin'],
  summary: 'Edit an article',
  params: adminIdParams,
  body: articleBody,
  response: adminArticle,
  errors: [400, 401, 403, 404, 409],
});

export const publishArticle = endpoint({
  method: 'POST',
  path: '/api/admin/articles/:id/publish',
  tags: ['admin'],
  summary: 'Publish an article',
  params: adminIdParams,
  response: adminArticle,
  errors: [400, 401, 403, 404, 409],
});

export const unpublishArticle = endpoint({
  method: 'POST',
  path: '/api/admin/articles/:id/unpublish',
  tags: ['admin'],
  summary: 'Take an article back to draft',
  params: adminIdParams,
  response: adminArticle,
  errors: [400, 401, 403, 404, 409],
});

export const listAdminFeedback = endpoint({
  method: 'GET',
  path: '/api/admin/feedback',
  tags: ['admin'],
  summary: 'Feedback, newest first, optionally only unanswered or answered',
  query: adminFeedbackQuery,
  response: adminFeedbackPage,
  errors: [400, 401, 403, 404],
});

export const replyToFeedback = endpoint({
  method: 'POST',
  path: '/api/admin/feedback/:id/reply',
  tags: ['admin'],
  summary: 'Answer feedback (answering again replaces the reply)',
  params: adminIdParams,
  body: feedbackReplyBody,
  response: adminFeedback,
  errors: [400, 401, 403, 404],
});

export const getAdminStats = endpoint({
  method: 'GET',
  path: '/api/admin/stats',
  tags: ['admin'],
  summary: 'New accounts, check-ins and readings per Asia/Shanghai day, and totals',
  query: statsQuery,
  response: adminStats,
  errors: [400, 401, 403],
});

const accountAction = (action: string, summary: string) =>
  endpoint({
    method: 'POST',
    path: `/api/admin/users/:id/${action}`,
    tags: ['admin'],
    summary,
    params: adminIdParams,
    response: adminUser,
    errors: [400, 401, 403, 404, 409],
  });

export const banUser = accountAction('ban', 'Ban an account and end its sessions');
export const unbanUser = accountAction('unban', 'Lift a ban (the member signs in again)');
export const grantAdmin = accountAction('grant-admin', 'Make an account an administrator');
export const revokeAdmin = accountAction('revoke-admin', "Take an account's administrator role away");

export const searchUsers = endpoint({
  method: 'GET',
  path: '/api/admin/users',
  tags: ['admin'],
  summary: 'Accounts, newest first; q matches username, nickname, phone number or e-mail',
  query: adminUserQuery,
  response: adminUserPage,
  errors: [400, 401, 403, 404, 409],
});

export const listAdminBanners = endpoint({
  method: 'GET',
  path: '/api/admin/banners',
  tags: ['admin'],
  summary: 'Home banners in display order, drafts and published',
  query: adminBannerQuery,
  response: adminBannerPage,
  errors: [400, 401, 403, 404],
});

export const createBanner = endpoint({
  method: 'POST',
  path: '/api/admin/banners',
  tags: ['admin'],
  summary: 'Make a draft banner',
  body: bannerBody,
  response: bannerSchema,
  errors: [400, 401, 403, 404],
});

export const updateBanner = endpoint({
  method: 'PUT',
  path: '/api/admin/banners/:id',
  tags: ['admin'],
  summary: 'Edit a banner',
  params: adminIdParams,
  body: bannerBody,
  response: bannerSchema,
  errors: [400, 401, 403, 404],
});

export const publishBanner = endpoint({
  method: 'POST',
  path: '/api/admin/banners/:id/publish',
  tags: ['admin'],
  summary: 'Show a banner on the home page',
  params: adminIdParams,
  response: bannerSchema,
  errors: [400, 401, 403, 404],
});

export const unpublishBanner = endpoint({
  method: 'POST',
  path: '/api/admin/banners/:id/unpublish',
  tags: ['admin'],
  summary: 'Take a banner off the home page',
  params: adminIdParams,
  response: bannerSchema,
  errors: [400, 401, 403, 404],
});

export const deleteBanner = endpoint({
  method: 'DELETE',
  path: '/api/admin/banners/:id',
  tags: ['admin'],
  summary: 'Delete a banner',
  params: adminIdParams,
  response: okResponse,
  errors: [400, 401, 403, 404],
});

export const orderBanners = endpoint({
  method: 'POST',
  path: '/api/admin/banners/order',
  tags: ['admin'],
  summary: 'Set the display order: the listed banners are numbered 0, 1, 2…',
  body: bannerOrderBody,
  response: okResponse,
  errors: [400, 401, 403, 404],
});
