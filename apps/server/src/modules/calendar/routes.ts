import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAlmanacDay, getBaziChart, getZiweiChart } from '@tarot/contract/calendar';
import { getZeDay } from '@tarot/contract/ze-day';
import { getDayColour } from '@tarot/contract/day-colour';
import { getDayBrief } from '@tarot/contract/day-brief';
import { route } from '../../lib/endpoint-route';
import type { CalendarService } from './service';

/** Charts and almanac days change only with the calendar itself: let clients cache a day. */
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * Cached answers are JSON text in UTF-8 already checked against the contract when computed;
 * Fastify sends the bytes as they are, skipping per-request validation and serialisation.
 * The plain reply type is used because the route's typed reply expects the object.
 */
function sendCachedJson(reply: FastifyReply, json: Buffer, cacheControl = CACHE_CONTROL): FastifyReply {
  return reply.header('cache-control', cacheControl).type('application/json; charset=utf-8').send(json);
}

/** An answer for "today" (no date asked) changes at Beijing's midnight: an hour at most. */
const TODAY_CACHE_CONTROL = 'public, max-age=3600';

export const calendarRoutes: FastifyPluginAsyncZod<{ service: CalendarService }> = async (app, { service }) => {
  route(app, getAlmanacDay, async (request, reply) =>
    sendCachedJson(reply, service.almanacDay(request.params.date).json),
  );
  route(app, getDayBrief, async (request, reply) =>
    sendCachedJson(reply, service.dayBrief(request.params.date, request.query.lang).json),
  );
  route(app, getBaziChart, async (request, reply) => sendCachedJson(reply, service.bazi(request.query).json));
  route(app, getZiweiChart, async (request) => service.ziwei(request.body));
  route(app, getZeDay, async (request, reply) => sendCachedJson(reply, service.zeDay(request.query).json));
  route(app, getDayColour, async (request, reply) =>
    sendCachedJson(
      reply,
      service.dayColour(request.query).json,
      request.query.date ? CACHE_CONTROL : TODAY_CACHE_CONTROL,
    ),
  );
};
