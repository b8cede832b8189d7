import { z } from 'zod';
import { endpoint } from './endpoint';
import { adNetworkName } from './ad-networks';

/** Third-party logins the spec names (§2); each is offered only when the server configures it. */
export const THIRD_PARTY_PROVIDERS = ['weixin', 'apple', 'qq', 'xiaomi'] as const;
export type ThirdPartyProvider = (typeof THIRD_PARTY_PROVIDERS)[number];

export const thirdPartyProvider = z.enum(THIRD_PARTY_PROVIDERS);

export const thirdPartyLogin = z.object({ provider: thirdPartyProvider });

/** The carrier vendor's H5 script for one-click phone login (本机号码一键登录), when one is configured. */
export const oneTapLogin = z.object({
  scriptUrl: z.string().describe("The vendor's H5 script, loaded only on the login page"),
  helperScriptUrls: z
    .array(z.string())
    .readonly()
    .describe("Scripts the vendor's needs, loaded in this order before it (crypto-js, China Unicom's h5auth)"),
  appId: z.string().describe('The app id the script is initialised with'),
});

/** The rewarded-ad network configured (decision 0030): a host app with its SDK shows its ads. */
export const rewardedAdNetwork = z.object({
  network: adNetworkName,
  adUnitId: z.string().describe('The rewarded ad unit its SDK loads'),
});

/** What the client needs to know about this server's configuration. */
export const appConfigResponse = z
  .object({
    webviewOrigins: z.array(z.string()).readonly().describe('Origins the in-app webview may show besides our own'),
    thirdPartyLogins: z
      .array(thirdPartyLogin)
      .readonly()
      .describe('Third-party sign-ins this server is configured for; empty hides them'),
    oneTapLogin: oneTapLogin.nullable().describe('One-click phone login; null hides it'),
    rewardedAdNetwork: rewardedAdNetwork
      .nullable()
      .describe('The rewarded-ad network whose SDK a host app may show; null: house promotions only'),
    appDownload: z
      .object({ ios: z.string(), android: z.string() })
      .describe('App-store links the download page shows as QR codes'),
  })
  .meta({ id: 'AppConfig' });

export type ThirdPartyLogin = z.infer<typeof thirdPartyLogin>;
export type OneTapLogin = z.infer<typeof oneTapLogin>;
export type RewardedAdNetwork = z.infer<typeof rewardedAdNetwork>;
export type AppConfigResponse = z.infer<typeof appConfigResponse>;

export const getAppConfig = endpoint({
  method: 'GET',
  path: '/api/app-config',
  tags: ['system'],
  summary: 'Client-facing configuration',
  response: appConfigResponse,
  errors: [],
});
