import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appConfigResponse } from '@tarot/contract/app-config';
import { APP_DOWNLOAD_DEFAULTS, type Config } from '../../config';

export const appConfigRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/api/app-config',
    { schema: { tags: ['system'], summary: 'Client-facing configuration', response: { 200: appConfigResponse } } },
    async () => ({
      webviewOrigins: config.webviewOrigins,
      thirdPartyLogins: config.thirdPartyLogins ?? [],
      appDownload: config.appDownload ?? APP_DOWNLOAD_DEFAULTS,
    }),
  );
};
