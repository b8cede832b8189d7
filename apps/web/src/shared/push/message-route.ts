/**
 * The app route a push message opens. The server may write it as a hash (`#/feedback`) or as a
 * path; both become the path the hash router takes. No imports: the service worker uses it too.
 */
export function messageRoute(url: string): string {
  const route = url.startsWith('#') ? url.slice(1) : url;
  return route.startsWith('/') ? route : `/${route}`;
}

/**
 * The query parameter with which a tapped system notification opens the app (`?pushOpened=<id>`),
 * so the page, which holds the login token the worker lacks, records the opening.
 */
export const OPENED_FROM_NOTIFICATION = 'pushOpened';
