/** Invite codes (spec §7, §9): 20 letters and digits, unique per user. */
import { endpoint } from './endpoint';
import { invitedPage, myInvite } from './points';
import { memberPageQuery } from './member-page';
export const INVITE_CODE_LENGTH = 20;
export const INVITE_CODE_PATTERN = /^[A-Za-z0-9]{20}$/;

/**
 * Shared invitations are text that carries this 18-character marker right before the
 * code (spec §7), so a code is taken from the clipboard only when it was meant as one.
 */
export const INVITE_MARKER = '#TarotInvitation#:';

export const isInviteCode = (value: string | null | undefined): value is string =>
  typeof value === 'string' && INVITE_CODE_PATTERN.test(value);

/** The text to share: the marker followed by the code. */
export const inviteText = (code: string): string => `${INVITE_MARKER}${code}`;

/** The invite code in a piece of shared text, or null when the text carries no marked code. */
export function parseInviteText(text: string | null | undefined): string | null {
  if (!text) return null;
  const at = text.indexOf(INVITE_MARKER);
  if (at < 0) return null;
  const start = at + INVITE_MARKER.length;
  const candidate = text.slice(start, start + INVITE_CODE_LENGTH);
  // The code must end there: a longer run of letters and digits is not one of ours.
  const after = text.charAt(start + INVITE_CODE_LENGTH);
  return isInviteCode(candidate) && !/[A-Za-z0-9]/.test(after) ? candidate : null;
}

export const getMyInvite = endpoint({
  method: 'GET',
  path: '/api/invites/me',
  tags: ['points'],
  summary: 'My invite code, the text to share and what invitations earned',
  response: myInvite,
  errors: [400, 401, 403, 404],
});

export const listInvited = endpoint({
  method: 'GET',
  path: '/api/invites/invited',
  tags: ['points'],
  summary: 'People who registered with my code, newest first',
  query: memberPageQuery,
  response: invitedPage,
  errors: [400, 401, 403, 404],
});
