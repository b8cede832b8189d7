import { useQuery } from '@tanstack/react-query';
import type { CodeSentResponse, SessionResponse, UserProfile } from '@tarot/contract/auth';
import type {
  BindMobileBody,
  ChangePasswordBody,
  RealNameBody,
  RealNameStatus,
  SetPasswordBody,
} from '@tarot/contract/user';
import { apiRequest } from '../../../shared/api/http';
import { queryClient } from '../../../shared/api/query-client';
import { tokenStore } from '../../../shared/auth/token-store';

/**
 * Keyed by the token, so another account signing in on this device never sees the last
 * one's data, and a new session (after a password change) reads afresh.
 */
const userKey = (part: string) => ['user', part, tokenStore.current()] as const;

export function useProfile() {
  return useQuery(
    { queryKey: userKey('me'), queryFn: () => apiRequest<UserProfile>('GET', '/api/auth/me') },
    queryClient,
  );
}

export function useRealNameStatus() {
  return useQuery(
    { queryKey: userKey('realname'), queryFn: () => apiRequest<RealNameStatus>('GET', '/api/user/realname') },
    queryClient,
  );
}

/** Puts a fresh answer in the cache, so the user-info page shows it on return without a reload. */
const remember =
  <T>(part: string) =>
  (value: T) => {
    queryClient.setQueryData(userKey(part), value);
    return value;
  };

export const userApi = {
  updateNickname: (nickname: string) =>
    apiRequest<UserProfile>('PATCH', '/api/user/profile', { nickname }).then(remember<UserProfile>('me')),
  sendBindMobileCode: (mobile: string) =>
    apiRequest<CodeSentResponse>('POST', '/api/auth/sms-code', { mobile, scene: 'bind-mobile' }),
  bindMobile: (body: BindMobileBody) =>
    apiRequest<UserProfile>('POST', '/api/user/bind-mobile', body).then(remember<UserProfile>('me')),
  async changePassword(body: ChangePasswordBody): Promise<SessionResponse> {
    const session = await apiRequest<SessionResponse>('POST', '/api/user/change-password', body);
    // Every earlier token is revoked: this device goes on with the new one.
    tokenStore.save(session.token, session.tokenExpired);
    remember<UserProfile>('me')(session.user);
    return session;
  },
  sendSetPasswordCode: () => apiRequest<CodeSentResponse>('POST', '/api/user/set-password/code'),
  setPassword: (body: SetPasswordBody) =>
    apiRequest<UserProfile>('POST', '/api/user/set-password', body).then(remember<UserProfile>('me')),
  verifyRealName: (body: RealNameBody) =>
    apiRequest<RealNameStatus>('POST', '/api/user/realname', body).then(remember<RealNameStatus>('realname')),
  /** Resolves true once the account is closed. */
  async deactivate(): Promise<true> {
    await apiRequest('POST', '/api/user/deactivate');
    queryClient.removeQueries({ queryKey: ['user'] });
    return true;
  },
};
