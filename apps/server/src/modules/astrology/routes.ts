import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getHoroscope, getNatalChart, getTransits } from '@tarot/contract/astrology';
import { route } from '../../lib/endpoint-route';
import type { AstrologyService } from './service';

/** A chart of a given birth never changes: clients may keep it for a day. */
const CHART_CACHE = 'public, max-age=86400';
/** A horoscope or a day's transits without a date is today's, which ends: an hour at most. */
const TODAY_CACHE = 'public, max-age=3600';

export const astrologyRoutes: FastifyPluginAsyncZod<{ service: AstrologyService }> = async (app, { service }) => {
  route(app, getNatalChart, async (request, reply) => {
    reply.header('cache-control', CHART_CACHE);
    return service.natal(request.query);
  });
  route(app, getHoroscope, async (request, reply) => {
    reply.header('cache-control', request.query.date ? CHART_CACHE : TODAY_CACHE);
    return service.horoscope(request.query);
  });
  route(app, getTransits, async (request, reply) => {
    reply.header('cache-control', request.query.date ? CHART_CACHE : TODAY_CACHE);
    return service.transits(request.query);
  });
};
