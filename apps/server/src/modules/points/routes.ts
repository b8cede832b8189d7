import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@tarot/contract/errors';
import { adCheckInBody, adViewStarted, checkInResult, ledgerPage, pointsSummary } from '@tarot/contract/points';
import { pageQuery } from '@tarot/contract/tarot';
import type { PointsService } from './service';

export const pointsRoutes: FastifyPluginAsyncZod<{ service: PointsService }> = async (app, { service }) => {
  const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody };
  // Before validation: a visitor learns they must sign in, not what the body lacks.
  app.addHook('onRequest', app.requireLogin);

  app.get(
    '/api/points',
    {
      schema: {
        tags: ['points'],
        summary: 'My balance, streak and today’s check-ins',
        response: { 200: pointsSummary, ...failures },
      },
    },
    async (request) => service.summary(request.auth!.uid),
  );
  app.get(
    '/api/points/ledger',
    {
      schema: {
        tags: ['points'],
        summary: 'Every change to my points, newest first',
        querystring: pageQuery,
        response: { 200: ledgerPage, ...failures },
      },
    },
    async (request) => service.ledgerPage(request.auth!.uid, request.query.page, request.query.pageSize),
  );
  app.post(
    '/api/points/check-in',
    {
      schema: {
        tags: ['points'],
        summary: 'Daily check-in, once per Asia/Shanghai day, with a streak bonus',
        response: { 200: checkInResult, ...failures },
      },
    },
    async (request) => service.checkIn(request.auth!.uid),
  );
  app.post(
    '/api/points/ad-views',
    {
      schema: {
        tags: ['points'],
        summary: 'Start showing an ad; an ad check-in accepts it once it has run its time',
        response: { 200: adViewStarted, ...failures },
      },
    },
    async (request) => service.startAdView(request.auth!.uid),
  );
  app.post(
    '/api/points/ad-check-in',
    {
      schema: {
        tags: ['points'],
        summary: 'Ad check-in, once a day, with an ad watched to its end',
        body: adCheckInBody,
        response: { 200: checkInResult, ...failures },
      },
    },
    async (request) => service.adCheckIn(request.auth!.uid, request.body.adViewId),
  );
};
