import { z } from 'zod';

/**
 * Rewarded-ad networks (decision 0030). Their SDKs are for native apps: a host app that carries
 * one plays the ad, and the network's server calls ours to grant the check-in. Apart from the
 * points contract so that the app configuration, read on the first screen, stays small.
 */
export const AD_NETWORKS = ['admob'] as const;
export type AdNetworkName = (typeof AD_NETWORKS)[number];
export const adNetworkName = z.enum(AD_NETWORKS);
