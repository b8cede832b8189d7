import type {
  AdminArticle,
  AdminArticlePage,
  AdminBannerPage,
  AdminFeedback,
  AdminFeedbackPage,
  AdminStats,
  AdminUser,
  AdminUserPage,
  ArticleBody,
  ContentFilter,
  FeedbackFilter,
} from '@tarot/contract/admin';
import type { BannerBody, BannerResponse } from '@tarot/contract/banners';
import type { TempUrlsResponse } from '@tarot/contract/files';
import { apiRequest } from '../../shared/api/http';

export const ADMIN_PAGE_SIZE = 20;

const query = (values: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)])).toString();

/** Every call of the admin console; the server checks the permission on each. */
export const adminApi = {
  stats: (days: number) => apiRequest<AdminStats>('GET', `/api/admin/stats?${query({ days })}`),

  feedback: (status: FeedbackFilter, page: number) =>
    apiRequest<AdminFeedbackPage>('GET', `/api/admin/feedback?${query({ status, page, pageSize: ADMIN_PAGE_SIZE })}`),
  /** Short-lived addresses of feedback images (administrators may read any file). */
  imageUrls: (fileIds: readonly string[]) =>
    apiRequest<TempUrlsResponse>('POST', '/api/files/temp-urls', { fileList: fileIds }).then((answer) =>
      answer.fileList.flatMap((entry) => ('tempFileURL' in entry ? [entry.tempFileURL] : [])),
    ),
  reply: (id: string, reply: string) => apiRequest<AdminFeedback>('POST', `/api/admin/feedback/${id}/reply`, { reply }),

  users: (q: string, page: number) =>
    apiRequest<AdminUserPage>('GET', `/api/admin/users?${query({ q, page, pageSize: ADMIN_PAGE_SIZE })}`),
  userAction: (id: string, action: UserAction) => apiRequest<AdminUser>('POST', `/api/admin/users/${id}/${action}`),

  articles: (status: ContentFilter, page: number) =>
    apiRequest<AdminArticlePage>('GET', `/api/admin/articles?${query({ status, page, pageSize: ADMIN_PAGE_SIZE })}`),
  article: (id: string) => apiRequest<AdminArticle>('GET', `/api/admin/articles/${id}`),
  saveArticle: (id: string | undefined, body: ArticleBody) =>
    id
      ? apiRequest<AdminArticle>('PUT', `/api/admin/articles/${id}`, body)
      : apiRequest<AdminArticle>('POST', '/api/admin/articles', body),
  publishArticle: (id: string, published: boolean) =>
    apiRequest<AdminArticle>('POST', `/api/admin/articles/${id}/${published ? 'publish' : 'unpublish'}`),

  /** Banners are few: one page of 100 holds them all, so the order can be edited as a whole. */
  banners: () => apiRequest<AdminBannerPage>('GET', `/api/admin/banners?${query({ pageSize: 100 })}`),
  saveBanner: (id: string | undefined, body: BannerBody) =>
    id
      ? apiRequest<BannerResponse>('PUT', `/api/admin/banners/${id}`, body)
      : apiRequest<BannerResponse>('POST', '/api/admin/banners', body),
  publishBanner: (id: string, published: boolean) =>
    apiRequest<BannerResponse>('POST', `/api/admin/banners/${id}/${published ? 'publish' : 'unpublish'}`),
  deleteBanner: (id: string) => apiRequest<{ ok: true }>('DELETE', `/api/admin/banners/${id}`),
  orderBanners: (ids: readonly string[]) => apiRequest<{ ok: true }>('POST', '/api/admin/banners/order', { ids }),
};

export type UserAction = 'ban' | 'unban' | 'grant-admin' | 'revoke-admin';
