/** The configured login page (spec §2: login-withoutpwd, phone number then SMS code). */
export const LOGIN_PAGE = '/uni_modules/uni-id-pages/pages/login/login-withoutpwd';

/** Pages where a signed-out visitor belongs: a token error there must not send them round again. */
const ENTRY_PAGES = /^\/uni_modules\/uni-id-pages\/pages\/(login|register|retrieve)\//;

export const isAccountEntryPage = (pathname: string): boolean => ENTRY_PAGES.test(pathname);

/** The login page, set to come back to `from` (path and query) afterwards. */
export const loginAddress = (from: string): string => `${LOGIN_PAGE}?redirect=${encodeURIComponent(from)}`;
