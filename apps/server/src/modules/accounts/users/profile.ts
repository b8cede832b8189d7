import { normalizeInviteCode } from '@tarot/contract/invite';
import type { UserProfile } from '@tarot/contract/auth';
import type { UserRow } from './repo';

/** Phone numbers leave the server masked: 13812345678 → 138****5678 (too short to mask: ****). */
export const maskMobile = (mobile: string): string =>
  mobile.length > 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';

/** The account as its member sees it: no password, the phone number masked. */
export function toProfile(user: UserRow): UserProfile {
  return {
    uid: user.id,
    username: user.username,
    nickname: user.nickname,
    mobile: user.mobile ? maskMobile(user.mobile) : null,
    email: user.email,
    avatar: user.avatar,
    role: user.role,
    score: user.score,
    inviteCode: normalizeInviteCode(user.inviteCode),
    hasPassword: user.passwordHash !== null,
  };
}
