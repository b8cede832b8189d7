import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAppConfig } from '@tarot/contract/app-config';
import { route } from '../../lib/endpoint-route';
import { APP_DOWNLOAD_DEFAULTS, type Config } from '../../config';
import { THIRD_PARTY_PROVIDERS } from '@tarot/contract/app-config';

export const appConfigRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  route(app, getAppConfig, async () => ({
    webviewOrigins: config.webviewOrigins,
    // Only what is configured is offered: a provider without its settings shows no button.
    thirdPartyLogins: THIRD_PARTY_PROVIDERS.filter((provider) => config.signIn?.[provider]).map((provider) => ({
      provider,
    })),
    oneTapLogin: config.oneTap
      ? {
          scriptUrl: config.oneTap.scriptUrl,
          helperScriptUrls: [...config.oneTap.helperScriptUrls],
          appId: config.oneTap.appKey,
        }
      : null,
    rewardedAdNetwork: config.adNetwork ? { network: 'admob' as const, adUnitId: config.adNetwork.adUnitId } : null,
    appDownload: config.appDownload ?? APP_DOWNLOAD_DEFAULTS,
  }));
};
