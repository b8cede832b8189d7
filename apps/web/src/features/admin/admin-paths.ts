/** The admin console's pages (routes.tsx registers them; the Mine page links to the first). */
export const ADMIN_PATHS = {
  dashboard: '/pages/admin/admin',
  feedback: '/pages/admin/feedback/feedback',
  users: '/pages/admin/users/users',
  articles: '/pages/admin/articles/articles',
  articleEditor: '/pages/admin/articles/edit',
  banners: '/pages/admin/banners/banners',
} as const;

/** The editor for one article, or for a new one without an id. */
export const articleEditorPath = (id?: string): string =>
  id ? `${ADMIN_PATHS.articleEditor}?id=${encodeURIComponent(id)}` : ADMIN_PATHS.articleEditor;
