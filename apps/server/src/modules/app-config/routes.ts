import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAppConfig } from '@tarot/contract/app-config';
import { route } from '../../lib/endpoint-route';
import { APP_DOWNLOAD_DEFAULTS, type Config } from '../../config';

export const appConfigRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  route(app, getAppConfig, async () => ({
    webviewOrigins: config.webviewOrigins,
    thirdPartyLogins: config.thirdPartyLogins ?? [],
    appDownload: config.appDownload ?? APP_DOWNLOAD_DEFAULTS,
  }));
};
