import type { UserProfile } from '@tarot/contract/auth';
import type { UserRow } from './repo';

/** Phone numbers leave the server masked: 138****8000. */
export const maskMobile = (mobile: string): string => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;

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
    inviteCode: user.inviteCode,
    hasPassword: user.passwordHash !== null,
  };
}
