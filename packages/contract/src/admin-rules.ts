/**
 * The admin console's rules that the browser needs too, free of zod so pages stay small
 * (admin.ts and banners.ts build their schemas from these).
 */

/** Each area has its own permission; the role `admin` passes all of them. */
export const ADMIN_PERMISSIONS = {
  feedback: 'admin:feedback',
  users: 'admin:users',
  content: 'admin:content',
  stats: 'admin:stats',
  /** The client access list and the calendar API's keys. */
  access: 'admin:access',
  push: 'admin:push',
} as const;

export const FEEDBACK_FILTERS = ['all', 'open', 'replied'] as const;
export const CONTENT_STATUSES = ['draft', 'published'] as const;
export const CONTENT_FILTERS = ['all', ...CONTENT_STATUSES] as const;

/** Longest texts the console accepts; its inputs stop at the same lengths. */
export const ARTICLE_LIMITS = { slug: 80, title: 80, summary: 300, body: 30_000 } as const;
export const BANNER_TITLE_MAX = 40;
/** A link or an image path (banners, article covers). */
export const ADDRESS_MAX = 500;

/** Article slugs: lower-case letters and digits joined by single hyphens. */
export const ARTICLE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * An image the app may show: a path on our own server (`/tarot/…`, `/api/files/…`). The
 * app's Content-Security-Policy loads images from its own origin only, so another site's
 * image would never appear.
 */
export function isOwnPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !/\s|\\/.test(value);
}

/**
 * An address the app may open: a path on our own server (`/api/files/…`, `/tarot/…`)
 * or an https URL. Protocol-relative (`//host`) and every other scheme are refused, so a
 * banner can never point at `javascript:` or plain http.
 */
export function isSafeAddress(value: string): boolean {
  if (/\s|\\/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

export type FeedbackFilter = (typeof FEEDBACK_FILTERS)[number];
export type ContentFilter = (typeof CONTENT_FILTERS)[number];
