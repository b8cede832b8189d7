import { AppError } from '../../errors';
import { callProvider, field, required, withQuery } from './http';
import type { SignInProvider } from './provider';
import type { WeixinSettings } from './settings';

/**
 * WeChat's answers for a code that cannot be used (invalid, used, expired, not of this app);
 * any other errcode (-1 busy, 45011 rate limit, …) is WeChat failing us, not the member.
 */
const REFUSED_CODE = new Set(['40029', '40163', '41008', '42003', '40125']);

/**
 * WeChat sign-in: the 网站应用 QR page on any browser, or the 公众号 page inside WeChat's own
 * browser (where QR codes cannot be scanned). Both answer a `code` at our callback, traded for
 * an access token and openid (`sns/oauth2/access_token`), then the profile (`sns/userinfo`).
 * The unionid, present once the apps are bound to one 开放平台 account, is the same person
 * across both apps.
 */
export function createWeixinProvider(settings: WeixinSettings, timeoutMs: number): SignInProvider {
  const apps = { web: settings.web, mp: settings.mp };

  return {
    id: 'weixin',

    appFor: (inWeChat) => ((inWeChat && apps.mp) || !apps.web ? 'mp' : 'web'),

    authorizationUrl({ state, app }) {
      // appFor chose an app that is configured.
      const { appId } = apps[app === 'mp' ? 'mp' : 'web']!;
      // WeChat checks the parameters in this order, and wants the #wechat_redirect anchor.
      const query = new URLSearchParams({
        appid: appId,
        redirect_uri: settings.callbackUrl,
        response_type: 'code',
        scope: app === 'mp' ? 'snsapi_userinfo' : 'snsapi_login',
        state,
      });
      const page = app === 'mp' ? '/connect/oauth2/authorize' : '/connect/qrconnect';
      return `${settings.openBaseUrl}${page}?${query}#wechat_redirect`;
    },

    async profile(code, pending) {
      const credentials = apps[pending.app === 'mp' ? 'mp' : 'web'];
      if (!credentials) throw new AppError('OAUTH_STATE_INVALID');
      const token = await callProvider(
        withQuery(settings.apiBaseUrl, '/sns/oauth2/access_token', {
          appid: credentials.appId,
          secret: credentials.secret,
          code,
          grant_type: 'authorization_code',
        }),
        { timeoutMs },
      );
      const tokenError = field(token, 'errcode');
      if (tokenError && tokenError !== '0') {
        throw new AppError(REFUSED_CODE.has(tokenError) ? 'OAUTH_CODE_INVALID' : 'LOGIN_PROVIDER_UNAVAILABLE');
      }
      const openid = required(token, 'openid');
      const user = await callProvider(
        withQuery(settings.apiBaseUrl, '/sns/userinfo', {
          access_token: required(token, 'access_token'),
          openid,
          lang: 'zh_CN',
        }),
        { timeoutMs },
      );
      if (field(user, 'errcode') && field(user, 'errcode') !== '0') throw new AppError('LOGIN_PROVIDER_UNAVAILABLE');
      return {
        subject: openid,
        unionid: field(user, 'unionid') ?? field(token, 'unionid'),
        nickname: field(user, 'nickname'),
        avatarUrl: field(user, 'headimgurl'),
      };
    },
  };
}
