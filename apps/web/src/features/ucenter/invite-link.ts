import { LOGIN_PAGE } from '../../shared/auth/login-page';

/** The address a friend opens to sign up with my code: the login page with `inviteCode=` (spec §7). */
export function inviteLink(origin: string, basePath: string, code: string): string {
  const base = new URL(basePath, origin).href;
  return `${base}#${LOGIN_PAGE}?inviteCode=${encodeURIComponent(code)}`;
}
