import { z } from 'zod';
import { readProviderEnv } from '../provider-env';
import type { JiguangSettings } from './one-tap';

export const JIGUANG_API_BASE_URL = 'https://api.verification.jpush.cn';

const blank = (value: unknown) => (value === '' ? undefined : value);
const value = z.preprocess(blank, z.string().min(1).optional());

const envSchema = z.object({
  ONE_TAP_APP_KEY: value,
  ONE_TAP_MASTER_SECRET: value,
  ONE_TAP_PRIVATE_KEY: value,
  ONE_TAP_SCRIPT_URL: z.preprocess(blank, z.url({ protocol: /^https$/ }).optional()),
  ONE_TAP_HELPER_SCRIPT_URLS: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((url) => url.trim())
            .filter(Boolean)
        : [],
    z.array(z.url({ protocol: /^https$/ })),
  ),
  ONE_TAP_API_BASE_URL: z.preprocess(
    blank,
    z
      .url({ protocol: /^https?$/ })
      .transform((url) => url.replace(/\/+$/, ''))
      .default(JIGUANG_API_BASE_URL),
  ),
});

const REQUIRED = ['ONE_TAP_APP_KEY', 'ONE_TAP_MASTER_SECRET', 'ONE_TAP_PRIVATE_KEY', 'ONE_TAP_SCRIPT_URL'] as const;

/** One-click phone login's settings: all four or none; `problems` names what is wrong. */
export function parseOneTapSettings(source: NodeJS.ProcessEnv): {
  settings: JiguangSettings | undefined;
  problems: string[];
} {
  const { env, problems } = readProviderEnv(envSchema, source);
  if (!env) return { settings: undefined, problems };
  const missing = REQUIRED.filter((name) => env[name] === undefined);
  if (missing.length === REQUIRED.length) return { settings: undefined, problems: [] };
  if (missing.length > 0) {
    return { settings: undefined, problems: missing.map((name) => `${name}: required for one-click phone login`) };
  }
  return {
    settings: {
      appKey: env.ONE_TAP_APP_KEY!,
      masterSecret: env.ONE_TAP_MASTER_SECRET!,
      privateKey: env.ONE_TAP_PRIVATE_KEY!.replace(/\\n/g, '\n'),
      scriptUrl: env.ONE_TAP_SCRIPT_URL!,
      helperScriptUrls: env.ONE_TAP_HELPER_SCRIPT_URLS,
      apiBaseUrl: env.ONE_TAP_API_BASE_URL,
    },
    problems: [],
  };
}
