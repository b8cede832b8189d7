import { PAGES } from '../../shared/config/paths';

/** The address a friend opens to sign up with my code: the login page with `inviteCode=` (spec §7). */
export function inviteLink(origin: string, basePath: string, code: string): string {
  const base = new URL(basePath, origin).href;
  return `${base}#${PAGES.login}?inviteCode=${encodeURIComponent(code)}`;
}
