/** Invite codes (spec §7, §9): 20 letters and digits, unique per user. */
import { endpoint } from './endpoint';
import { invitedPage, myInvite } from './points';
import { memberPageQuery } from './member-page';
export const INVITE_CODE_LENGTH = 20;

/**
 * What new codes are made of: upper case without the look-alikes 0/O and 1/I/L, so a code read
 * out or copied by hand arrives intact. Codes made before this (mixed case) stay valid, because
 * codes are matched on their normalised form.
 */
export const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A code as stored or shared: 20 letters and digits, nothing between them. */
const COMPACT_CODE = /^[A-Za-z0-9]{20}$/;

/** A code as a person enters it: 20 letters and digits in any case, with dashes or spaces anywhere. */
export const INVITE_CODE_PATTERN = /^[\s-]*(?:[A-Za-z0-9][\s-]*){20}$/;

/** The form codes are matched on: dashes and white space gone, upper case. */
export const normalizeInviteCode = (value: string): string => value.replace(/[\s-]+/g, '').toUpperCase();

/** The code shown to people, in groups of four: `RHQ7-XMN5-FYRM-HDKB-U9GW`. */
export const groupInviteCode = (code: string): string => normalizeInviteCode(code).replace(/(.{4})(?=.)/g, '$1-');

/**
 * Shared invitations are text that carries this 18-character marker right before the
 * code (spec §7), so a code is taken from the clipboard only when it was meant as one.
 */
export const INVITE_MARKER = '#TarotInvitation#:';

/** Whether a value is a code as a person may enter it (grouped, any case). */
export const isInviteCode = (value: string | null | undefined): value is string =>
  typeof value === 'string' && INVITE_CODE_PATTERN.test(value);

/** The text to share: the marker followed by the code, without dashes (spec §7). */
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
  return COMPACT_CODE.test(candidate) && !/[A-Za-z0-9]/.test(after) ? candidate : null;
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
