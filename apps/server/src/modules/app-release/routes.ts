import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { latestRelease } from '@tarot/contract/app-release';
import type { AppReleaseService } from './service';

/** Open to everyone: visitors can check for updates too. */
export const appReleaseRoutes: FastifyPluginAsyncZod<{ service: AppReleaseService }> = async (app, { service }) => {
  app.get(
    '/api/app/version',
    {
      schema: {
        tags: ['system'],
        summary: 'The latest published release and its download links',
        response: { 200: latestRelease },
      },
    },
    async () => service.latest(),
  );
};
