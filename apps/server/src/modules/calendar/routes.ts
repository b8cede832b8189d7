import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  almanacParams,
  almanacResponse,
  baziQuery,
  baziResponse,
  ziweiRequest,
  ziweiResponse,
} from '@tarot/contract/calendar';
import { errorBody } from '@tarot/contract/errors';
import type { CalendarService } from './service';

/** Charts and almanac days change only with the calendar itself: let clients cache a day. */
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * Cached answers are JSON text already checked against the contract when computed;
 * Fastify sends a string as it is, skipping per-request validation and serialisation.
 * The plain reply type is used because the route's typed reply expects the object.
 */
function sendCachedJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.header('cache-control', CACHE_CONTROL).type('application/json; charset=utf-8').send(json);
}

export const calendarRoutes: FastifyPluginAsyncZod<{ service: CalendarService }> = async (app, { service }) => {
  app.get(
    '/api/v1/almanac/:date',
    {
      schema: {
        tags: ['calendar'],
        summary: '老黄历: one day of the almanac',
        params: almanacParams,
        response: { 200: almanacResponse, 400: errorBody },
      },
    },
    async (request, reply) => sendCachedJson(reply, service.almanacDay(request.params.date).json),
  );

  app.get(
    '/api/v1/bazi',
    {
      schema: {
        tags: ['calendar'],
        summary: '八字排盘: the birth chart, optionally with 神煞 and 刑冲合会',
        querystring: baziQuery,
        response: { 200: baziResponse, 400: errorBody },
      },
    },
    async (request, reply) => sendCachedJson(reply, service.bazi(request.query).json),
  );

  app.post(
    '/api/v1/ziwei',
    {
      schema: {
        tags: ['calendar'],
        summary: '紫微斗数: the astrolabe, optionally with the periods in force on a date',
        body: ziweiRequest,
        response: { 200: ziweiResponse, 400: errorBody },
      },
    },
    async (request) => service.ziwei(request.body),
  );
};
