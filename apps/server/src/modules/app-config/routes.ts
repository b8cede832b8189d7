import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appConfigResponse } from '@tarot/contract/app-config';
import type { Config } from '../../config';

export const appConfigRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/api/app-config',
    { schema: { tags: ['system'], summary: 'Client-facing configuration', response: { 200: appConfigResponse } } },
    async () => ({ webviewOrigins: config.webviewOrigins }),
  );
};
