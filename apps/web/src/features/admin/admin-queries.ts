import { queryClient } from '../../shared/api/query-client';

/**
 * Every query of the console starts with `admin`, so a change made in one list (a user
 * blocked, an article published, a banner moved) refreshes the others and the dashboard.
 * The console's figures are read fresh on every visit (`staleTime: 0` where they are used).
 */
export const adminKeys = {
  all: ['admin'] as const,
  stats: (days: number) => ['admin', 'stats', days] as const,
  usage: (days: number) => ['admin', 'usage', days] as const,
  access: ['admin', 'access'] as const,
  banners: ['admin', 'banners'] as const,
  broadcasts: ['admin', 'broadcasts'] as const,
  promotions: ['admin', 'promotions'] as const,
  users: (search: string) => ['admin', 'users', search] as const,
  articles: (filter: string) => ['admin', 'articles', filter] as const,
  feedback: (filter: string) => ['admin', 'feedback', filter] as const,
  article: (id: string | undefined) => ['admin', 'article', id] as const,
  feedbackImages: (fileIds: readonly string[]) => ['admin', 'feedback-images', ...fileIds] as const,
};

/** After a change, every admin list and the dashboard read afresh. */
export const refreshAdminLists = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
