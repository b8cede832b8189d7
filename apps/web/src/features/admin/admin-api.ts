import {
  banUser,
  createArticle,
  getAdminArticle,
  getAdminStats,
  grantAdmin,
  listAdminArticles,
  listAdminFeedback,
  publishArticle,
  replyToFeedback,
  revokeAdmin,
  searchUsers,
  unbanUser,
  unpublishArticle,
  updateArticle,
  type ArticleBody,
  type ContentFilter,
  type FeedbackFilter,
  createBanner,
  deleteBanner,
  listAdminBanners,
  orderBanners,
  publishBanner,
  unpublishBanner,
  updateBanner,
} from '@tarot/contract/admin';
import { type BannerBody } from '@tarot/contract/banners';
import { getTempUrls } from '@tarot/contract/files';
import { call } from '../../shared/api/call';

export const ADMIN_PAGE_SIZE = 20;

const USER_ACTIONS = { ban: banUser, unban: unbanUser, 'grant-admin': grantAdmin, 'revoke-admin': revokeAdmin };
export type UserAction = keyof typeof USER_ACTIONS;

/** Every call of the admin console; the server checks the permission on each. */
export const adminApi = {
  stats: (days: number) => call(getAdminStats, { query: { days } }),

  feedback: (status: FeedbackFilter, page: number) =>
    call(listAdminFeedback, { query: { status, page, pageSize: ADMIN_PAGE_SIZE } }),
  /** Short-lived addresses of feedback images (administrators may read any file). */
  imageUrls: (fileIds: readonly string[]) =>
    call(getTempUrls, { body: { fileList: [...fileIds] } }).then((answer) =>
      answer.fileList.flatMap((entry) => ('tempFileURL' in entry ? [entry.tempFileURL] : [])),
    ),
  reply: (id: string, reply: string) => call(replyToFeedback, { params: { id }, body: { reply } }),

  users: (q: string, page: number) => call(searchUsers, { query: { q, page, pageSize: ADMIN_PAGE_SIZE } }),
  userAction: (id: string, action: UserAction) => call(USER_ACTIONS[action], { params: { id } }),

  articles: (status: ContentFilter, page: number) =>
    call(listAdminArticles, { query: { status, page, pageSize: ADMIN_PAGE_SIZE } }),
  article: (id: string) => call(getAdminArticle, { params: { id } }),
  saveArticle: (id: string | undefined, body: ArticleBody) =>
    id ? call(updateArticle, { params: { id }, body }) : call(createArticle, { body }),
  publishArticle: (id: string, published: boolean) =>
    call(published ? publishArticle : unpublishArticle, { params: { id } }),

  /** Banners are few: one page of 100 holds them all, so the order can be edited as a whole. */
  banners: () => call(listAdminBanners, { query: { pageSize: 100 } }),
  saveBanner: (id: string | undefined, body: BannerBody) =>
    id ? call(updateBanner, { params: { id }, body }) : call(createBanner, { body }),
  publishBanner: (id: string, published: boolean) =>
    call(published ? publishBanner : unpublishBanner, { params: { id } }),
  deleteBanner: (id: string) => call(deleteBanner, { params: { id } }),
  orderBanners: (ids: readonly string[]) => call(orderBanners, { body: { ids: [...ids] } }),
};
