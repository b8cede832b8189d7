import { queryOptions } from '@tanstack/react-query';
import { getMe } from '@tarot/contract/auth';
import { call } from '../api/call';
import { queryClient } from '../api/query-client';
import { tokenStore } from './token-store';

/**
 * Every query about the signed-in member starts with `user` and ends with the token, so
 * another member signing in on this device never sees the last one's data, and a new session
 * (after a password change) reads afresh.
 */
export const userKeys = {
  all: ['user'] as const,
  me: () => ['user', 'me', tokenStore.current()] as const,
  realName: () => ['user', 'realname', tokenStore.current()] as const,
  identities: () => ['user', 'identities', tokenStore.current()] as const,
  preferences: () => ['user', 'preferences', tokenStore.current()] as const,
};

/** The member's profile: one cache entry for Mine, the account pages and the points page. */
export const meQuery = () => queryOptions({ queryKey: userKeys.me(), queryFn: () => call(getMe) });

/** After a change to the account (avatar, points that show on the profile) everything about the member reads afresh. */
export const refreshUser = () => queryClient.invalidateQueries({ queryKey: userKeys.all });
