import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getLatestRelease } from '@tarot/contract/app-release';
import { route } from '../../lib/endpoint-route';
import type { AppReleaseService } from './service';

/** Open to everyone: visitors can check for updates too. */
export const appReleaseRoutes: FastifyPluginAsyncZod<{ service: AppReleaseService }> = async (app, { service }) => {
  route(app, getLatestRelease, async () => service.latest());
};
