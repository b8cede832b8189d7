import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adRewardCallback } from '@tarot/contract/points';
import { route } from '../../lib/endpoint-route';
import type { AdCheckInService } from './ad-check-in';

/**
 * The ad network's server-to-server reward callback (decision 0030). No member signs it in:
 * its signature is the proof, checked over the query exactly as it arrived.
 */
export const adCallbackRoutes: FastifyPluginAsyncZod<{ ads: AdCheckInService }> = async (app, { ads }) => {
  route(app, adRewardCallback, async (request) => {
    const url = request.raw.url ?? '';
    const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
    return ads.rewardFromNetwork(request.params.network, query);
  });
};
