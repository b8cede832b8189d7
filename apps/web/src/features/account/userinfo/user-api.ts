import { useQuery } from '@tanstack/react-query';
import { sendSmsCode, type SessionResponse, type UserProfile } from '@tarot/contract/auth';
import {
  bindMobile,
  changePassword,
  deactivateAccount,
  getRealName,
  sendSetPasswordCode,
  setPassword,
  updateProfile,
  verifyRealName,
  type BindMobileBody,
  type ChangePasswordBody,
  type RealNameBody,
  type RealNameStatus,
  type SetPasswordBody,
} from '@tarot/contract/user';
import { call } from '../../../shared/api/call';
import { queryClient } from '../../../shared/api/query-client';
import { tokenStore } from '../../../shared/auth/token-store';
import { meQuery, userKeys } from '../../../shared/auth/user-queries';

export function useProfile() {
  return useQuery(meQuery(), queryClient);
}

export function useRealNameStatus() {
  return useQuery({ queryKey: userKeys.realName(), queryFn: () => call(getRealName) }, queryClient);
}

/** Puts a fresh answer in the cache, so the user-info page shows it on return without a reload. */
const remember =
  <T>(key: () => readonly unknown[]) =>
  (value: T) => {
    queryClient.setQueryData(key(), value);
    return value;
  };

export const userApi = {
  updateNickname: (nickname: string) =>
    call(updateProfile, { body: { nickname } }).then(remember<UserProfile>(userKeys.me)),
  sendBindMobileCode: (mobile: string) => call(sendSmsCode, { body: { mobile, scene: 'bind-mobile' } }),
  bindMobile: (body: BindMobileBody) => call(bindMobile, { body }).then(remember<UserProfile>(userKeys.me)),
  async changePassword(body: ChangePasswordBody): Promise<SessionResponse> {
    const session = await call(changePassword, { body });
    // Every earlier token is revoked: this device goes on with the new one.
    tokenStore.save(session.token, session.tokenExpired);
    remember<UserProfile>(userKeys.me)(session.user);
    return session;
  },
  sendSetPasswordCode: () => call(sendSetPasswordCode),
  setPassword: (body: SetPasswordBody) => call(setPassword, { body }).then(remember<UserProfile>(userKeys.me)),
  verifyRealName: (body: RealNameBody) =>
    call(verifyRealName, { body }).then(remember<RealNameStatus>(userKeys.realName)),
  /** Resolves true once the account is closed. */
  async deactivate(): Promise<true> {
    await call(deactivateAccount);
    queryClient.removeQueries({ queryKey: userKeys.all });
    return true;
  },
};
