import { z } from 'zod';
import { readProviderEnv } from '../provider-env';
import type { AdMobSettings } from './admob';

export const ADMOB_KEYS_URL = 'https://www.gstatic.com/admob/reward/verifier-keys.json';
/** How long a callback waits for AdMob's key server before answering 503. */
export const AD_KEYS_TIMEOUT_MS = 5000;

const blank = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  ADMOB_REWARDED_AD_UNIT_ID: z.preprocess(
    blank,
    z
      .string()
      .regex(/^ca-app-pub-\d+\/\d+$/, 'an AdMob ad unit id, ca-app-pub-<publisher>/<unit>')
      .optional(),
  ),
  ADMOB_KEYS_URL: z.preprocess(blank, z.url({ protocol: /^https?$/ }).default(ADMOB_KEYS_URL)),
});

/** The rewarded-ad network's settings (decision 0030); unset, the check-in shows house promotions only. */
export function parseAdNetworkSettings(source: NodeJS.ProcessEnv): {
  settings: AdMobSettings | undefined;
  problems: string[];
} {
  const { env, problems } = readProviderEnv(envSchema, source);
  if (!env) return { settings: undefined, problems };
  const { ADMOB_REWARDED_AD_UNIT_ID: adUnitId, ADMOB_KEYS_URL: keysUrl } = env;
  return { settings: adUnitId ? { adUnitId, keysUrl, timeoutMs: AD_KEYS_TIMEOUT_MS } : undefined, problems: [] };
}
