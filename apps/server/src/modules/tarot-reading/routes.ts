import type { FastifyPluginAsync } from 'fastify';
import { postTarotReading } from '@tarot/contract/tarot-reading';
import { route } from '../../lib/endpoint-route';
import { tarotReading } from './service';

export const tarotReadingRoutes: FastifyPluginAsync = async (app) => {
  route(app, postTarotReading, async (request) => tarotReading(request.body));
};
