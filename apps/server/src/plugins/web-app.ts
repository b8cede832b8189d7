import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const WEB_BASE = '/tarot/';
/** The build's hashed files: never change, cached for a year. */
export const WEB_ASSETS = `${WEB_BASE}assets/`;
/** Card faces, derived once into a folder per version (docs/decisions/0023): never change either. */
const NEVER_CHANGING = [`${path.sep}assets${path.sep}`, `${path.sep}decks${path.sep}`];

/**
 * Serves the built web app under `/tarot/`. Hashed assets and card faces are cached for a year; the HTML
 * shell and the manifest are revalidated so a deploy reaches users on their next visit.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect(WEB_BASE));
  app.get('/tarot', { schema: { hide: true } }, (_request, reply) => reply.redirect(WEB_BASE));

  if (!existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web app not built: run `npm run build`; serving the API only');
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: WEB_BASE,
    wildcard: true,
    index: ['index.html'],
    // The build writes .br and .gz beside each file; the browser gets the smallest it accepts.
    preCompressed: true,
    cacheControl: false, // set per file below
    setHeaders(reply, filePath) {
      const immutable = NEVER_CHANGING.some((folder) => filePath.includes(folder));
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
