import { isAccountEntryPage, loginAddress } from '../shared/auth/login-page';

export interface GuardedLocation {
  readonly pathname: string;
  readonly search: string;
}

const addressOf = ({ pathname, search }: GuardedLocation): string => `${pathname}${search}`;

/** Where a page that needs login sends a visitor without a valid token; null lets the page open. */
export function needLoginRedirect(
  needLogin: boolean | undefined,
  signedIn: boolean,
  location: GuardedLocation,
): string | null {
  return needLogin && !signedIn ? loginAddress(addressOf(location)) : null;
}

/** Where a token error sends the user from the current page; null on the sign-in pages themselves. */
export function tokenErrorRedirect(location: GuardedLocation): string | null {
  return isAccountEntryPage(location.pathname) ? null : loginAddress(addressOf(location));
}
