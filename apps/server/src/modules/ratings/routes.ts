import type { FastifyInstance } from 'fastify';
import { rateApp } from '@tarot/contract/ratings';
import { route } from '../../lib/endpoint-route';
import type { RatingService } from './service';
import type { Guard } from '../accounts';

export async function ratingRoutes(
  app: FastifyInstance,
  { service, guard }: { service: RatingService; guard: Guard },
): Promise<void> {
  route(app, rateApp, (request) => service.rate(request.auth?.uid ?? null, request.body), {
    onRequest: guard.optionalLogin,
  });
}
