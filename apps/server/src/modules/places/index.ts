import { defineModule } from '../../container/define-module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PLACE_SEARCH_LIMIT, searchPlaces } from '@tarot/contract/places';
import { route } from '../../lib/endpoint-route';
import { gazetteer } from './gazetteer';
import { searchCities } from './search';

/** The gazetteer changes only with a new release: a search may be kept for a day. */
const CACHE_CONTROL = 'public, max-age=86400';

const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, searchPlaces, async (request, reply) => {
    reply.header('cache-control', CACHE_CONTROL);
    const { q, lang } = request.query;
    return { items: searchCities(await gazetteer(), q, lang, PLACE_SEARCH_LIMIT) };
  });
};

/** Birthplaces: the world's cities by name, with coordinates and zone, for the chart forms. */
export const placesModule = defineModule({
  name: 'places',
  dependsOn: [],
  async register(app) {
    await app.register(placeRoutes);
  },
});
