import { PAGES } from '../../shared/config/paths';

/** Who may see a menu item (spec §6): everyone, members only (hidden from visitors), or administrators. */
export type MenuVisibility = 'everyone' | 'members' | 'admins';
export type Viewer = 'visitor' | 'member' | 'admin';

export type MenuAction =
  | { readonly kind: 'open'; readonly path: string }
  | { readonly kind: 'check-in' }
  | { readonly kind: 'ad-check-in' }
  | { readonly kind: 'check-update' };

export interface MenuItem {
  /** Its text is `ucenter:menu.<key>`. */
  readonly key: string;
  /** Check-ins show as tiles; the other groups as lists, in this order. */
  readonly group: 'check-in' | 'earn' | 'app' | 'admin';
  readonly visibility: MenuVisibility;
  readonly action: MenuAction;
}

const open = (path: string): MenuAction => ({ kind: 'open', path });

/** The Mine menu as the spec lists it (§2), plus the administrators' console. */
export const MENU_ITEMS: readonly MenuItem[] = [
  // Visitors see the check-ins too: a tap asks them to sign in first.
  { key: 'checkIn', group: 'check-in', visibility: 'everyone', action: { kind: 'check-in' } },
  { key: 'adCheckIn', group: 'check-in', visibility: 'everyone', action: { kind: 'ad-check-in' } },
  { key: 'points', group: 'earn', visibility: 'members', action: open(PAGES.points) },
  { key: 'invite', group: 'earn', visibility: 'members', action: open(PAGES.invite) },
  { key: 'articles', group: 'earn', visibility: 'everyone', action: open(PAGES.newsList) },
  { key: 'rate', group: 'earn', visibility: 'everyone', action: open(PAGES.rate) },
  { key: 'inbox', group: 'app', visibility: 'members', action: open(PAGES.inbox) },
  { key: 'feedback', group: 'app', visibility: 'everyone', action: open(PAGES.feedback) },
  { key: 'settings', group: 'app', visibility: 'everyone', action: open(PAGES.settings) },
  { key: 'checkUpdate', group: 'app', visibility: 'everyone', action: { kind: 'check-update' } },
  { key: 'about', group: 'app', visibility: 'everyone', action: open(PAGES.about) },
  { key: 'admin', group: 'admin', visibility: 'admins', action: open(PAGES.admin) },
];

export function viewerOf(signedIn: boolean, roles: readonly string[] | undefined): Viewer {
  if (!signedIn) return 'visitor';
  return roles?.includes('admin') ? 'admin' : 'member';
}

export function canSee(visibility: MenuVisibility, viewer: Viewer): boolean {
  switch (visibility) {
    case 'everyone':
      return true;
    case 'members':
      return viewer !== 'visitor';
    case 'admins':
      return viewer === 'admin';
  }
}

/** The items this viewer sees, in menu order. */
export const visibleMenuItems = (items: readonly MenuItem[], viewer: Viewer): MenuItem[] =>
  items.filter((item) => canSee(item.visibility, viewer));
