import { z } from 'zod';
import { endpoint } from './endpoint';

/** Third-party logins the spec names (§2); each is offered only when the server configures it. */
export const THIRD_PARTY_PROVIDERS = ['weixin', 'apple', 'qq', 'xiaomi'] as const;

export const thirdPartyLogin = z.object({
  provider: z.enum(THIRD_PARTY_PROVIDERS),
  url: z.string().describe('The https address that starts this sign-in'),
});

/** What the client needs to know about this server's configuration. */
export const appConfigResponse = z
  .object({
    webviewOrigins: z.array(z.string()).readonly().describe('Origins the in-app webview may show besides our own'),
    thirdPartyLogins: z.array(thirdPartyLogin).readonly().describe('Third-party logins to offer; empty hides them'),
    appDownload: z
      .object({ ios: z.string(), android: z.string() })
      .describe('App-store links the download page shows as QR codes'),
  })
  .meta({ id: 'AppConfig' });

export type ThirdPartyLogin = z.infer<typeof thirdPartyLogin>;
export type AppConfigResponse = z.infer<typeof appConfigResponse>;

export const getAppConfig = endpoint({
  method: 'GET',
  path: '/api/app-config',
  tags: ['system'],
  summary: 'Client-facing configuration',
  response: appConfigResponse,
  errors: [],
});
