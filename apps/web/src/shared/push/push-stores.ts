import type { PushMessage } from './packet';
import { valueStore } from './value-store';

/**
 * What the lazy push runtime tells the always-loaded shell. Plain stores rather than queries, so
 * the badges and the notice host cost the first screen a few lines, not TanStack Query.
 */

/** The inbox's unread count, for the badges that lead to the inbox. */
export const unreadPushCount = valueStore(0);

/** The message the in-app notice shows now; a newer one replaces it. */
export const shownPushNotice = valueStore<PushMessage | null>(null);
