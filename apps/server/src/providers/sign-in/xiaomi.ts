import { AppError } from '../../errors';
import { callProvider, field, required, withQuery } from './http';
import type { SignInProvider } from './provider';
import type { XiaomiSettings } from './settings';

/** Xiaomi puts this before the JSON of its token answers (against JSON hijacking). */
const XIAOMI_PREFIX = '&&&START&&&';

/**
 * Xiaomi account (OAuth 2.0 on account.xiaomi.com): scopes 1 (profile) and 3 (open id); the
 * code becomes an access token with the openId, and `user/profile` on open.account.xiaomi.com
 * gives the nickname, the picture and the unionId.
 */
export function createXiaomiProvider(settings: XiaomiSettings, timeoutMs: number): SignInProvider {
  return {
    id: 'xiaomi',

    authorizationUrl({ state }) {
      const query = new URLSearchParams({
        client_id: settings.clientId,
        redirect_uri: settings.callbackUrl,
        response_type: 'code',
        scope: '1 3',
        state,
      });
      return `${settings.accountBaseUrl}/oauth2/authorize?${query}`;
    },

    async profile(code) {
      const token = await callProvider(
        withQuery(settings.accountBaseUrl, '/oauth2/token', {
          client_id: settings.clientId,
          redirect_uri: settings.callbackUrl,
          client_secret: settings.clientSecret,
          grant_type: 'authorization_code',
          code,
        }),
        { timeoutMs, prefix: XIAOMI_PREFIX },
      );
      if (field(token, 'error')) throw new AppError('OAUTH_CODE_INVALID');
      const openId = required(token, 'openId');
      const profile = await callProvider(
        withQuery(settings.apiBaseUrl, '/user/profile', {
          clientId: settings.clientId,
          token: required(token, 'access_token'),
        }),
        { timeoutMs },
      );
      const data = profile.data;
      if (field(profile, 'result') !== 'ok' || typeof data !== 'object' || data === null) {
        throw new AppError('LOGIN_PROVIDER_UNAVAILABLE');
      }
      const details = data as Record<string, unknown>;
      return {
        subject: openId,
        unionid: field(details, 'unionId'),
        nickname: field(details, 'miliaoNick'),
        avatarUrl: field(details, 'miliaoIcon'),
      };
    },
  };
}
