import type { FastifyInstance } from 'fastify';
import { rateApp } from '@tarot/contract/ratings';
import { route } from '../../lib/endpoint-route';
import type { RatingService } from './service';

export async function ratingRoutes(app: FastifyInstance, { service }: { service: RatingService }): Promise<void> {
  route(app, rateApp, (request) => service.rate(request.auth?.uid ?? null, request.body), {
    onRequest: app.optionalLogin,
  });
}
