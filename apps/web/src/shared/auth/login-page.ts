import { PAGES } from '../config/paths';

/** Pages where a signed-out visitor belongs: a token error there must not send them round again. */
const ENTRY_PAGES: ReadonlySet<string> = new Set([
  PAGES.login,
  PAGES.loginSmsCode,
  PAGES.loginWithPassword,
  PAGES.signInReturn,
  PAGES.register,
  PAGES.registerByEmail,
  PAGES.registerAdmin,
  PAGES.retrieve,
  PAGES.retrieveByEmail,
]);

export const isAccountEntryPage = (pathname: string): boolean => ENTRY_PAGES.has(pathname);

/** The login page (spec §2: login-withoutpwd, phone then SMS code), set to come back to `from` (path and query). */
export const loginAddress = (from: string): string => `${PAGES.login}?redirect=${encodeURIComponent(from)}`;
