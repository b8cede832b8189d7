import { queryOptions } from '@tanstack/react-query';
import { getMe } from '@tarot/contract/auth';
import { call } from '../api/call';
import { queryClient } from '../api/query-client';
import { currentOwner } from './token-owner';

/**
 * Every query about the signed-in member starts with `user` and ends with the account's uid, so
 * another member signing in on this device never sees the last one's data, while a renewed
 * token keeps it (and what was kept for offline use; a password change writes the fresh profile).
 */
export const userKeys = {
  all: ['user'] as const,
  me: () => ['user', 'me', currentOwner()] as const,
  realName: () => ['user', 'realname', currentOwner()] as const,
  identities: () => ['user', 'identities', currentOwner()] as const,
  preferences: () => ['user', 'preferences', currentOwner()] as const,
};

/** The member's profile: one cache entry for Mine, the account pages and the points page. */
export const meQuery = () => queryOptions({ queryKey: userKeys.me(), queryFn: () => call(getMe) });

/** After a change to the account (avatar, points that show on the profile) everything about the member reads afresh. */
export const refreshUser = () => queryClient.invalidateQueries({ queryKey: userKeys.all });
