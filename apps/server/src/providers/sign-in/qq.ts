import { AppError } from '../../errors';
import { callProvider, field, required, withQuery } from './http';
import type { SignInProvider } from './provider';
import type { QqSettings } from './settings';

/**
 * QQ 互联 (OAuth 2.0 on graph.qq.com): the code becomes an access token (`oauth2.0/token`),
 * the token names the openid and, for apps granted it, the unionid (`oauth2.0/me`), and the
 * profile comes from `user/get_user_info`. `fmt=json` asks for JSON instead of QQ's old
 * callback( … ) and query-string answers.
 */
export function createQqProvider(settings: QqSettings, timeoutMs: number): SignInProvider {
  return {
    id: 'qq',

    authorizationUrl({ state }) {
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: settings.appId,
        redirect_uri: settings.callbackUrl,
        state,
        scope: 'get_user_info',
      });
      return `${settings.baseUrl}/oauth2.0/authorize?${query}`;
    },

    async profile(code) {
      const token = await callProvider(
        withQuery(settings.baseUrl, '/oauth2.0/token', {
          grant_type: 'authorization_code',
          client_id: settings.appId,
          client_secret: settings.appKey,
          code,
          redirect_uri: settings.callbackUrl,
          fmt: 'json',
        }),
        { timeoutMs },
      );
      // Every refusal of the token call is about the code (unknown, used, expired, wrong address).
      if (field(token, 'error')) throw new AppError('OAUTH_CODE_INVALID');
      const accessToken = required(token, 'access_token');
      const me = await callProvider(
        withQuery(settings.baseUrl, '/oauth2.0/me', { access_token: accessToken, unionid: '1', fmt: 'json' }),
        { timeoutMs },
      );
      if (field(me, 'error')) throw new AppError('LOGIN_PROVIDER_UNAVAILABLE');
      const openid = required(me, 'openid');
      const user = await callProvider(
        withQuery(settings.baseUrl, '/user/get_user_info', {
          access_token: accessToken,
          oauth_consumer_key: settings.appId,
          openid,
        }),
        { timeoutMs },
      );
      if (field(user, 'ret') !== '0') throw new AppError('LOGIN_PROVIDER_UNAVAILABLE');
      return {
        subject: openid,
        unionid: field(me, 'unionid'),
        nickname: field(user, 'nickname'),
        // 100×100, the largest every account has.
        avatarUrl: field(user, 'figureurl_qq_2') ?? field(user, 'figureurl_qq_1'),
      };
    },
  };
}
