import { z } from 'zod';
import { readProviderEnv } from '../provider-env';
import { isLoopbackHost } from '../../lib/loopback';

/** The providers' real addresses; each is a setting so tests can point at stand-ins on loopback. */
export const PROVIDER_BASE_URLS = {
  weixinOpen: 'https://open.weixin.qq.com',
  weixinApi: 'https://api.weixin.qq.com',
  qq: 'https://graph.qq.com',
  apple: 'https://appleid.apple.com',
  xiaomiAccount: 'https://account.xiaomi.com',
  xiaomiApi: 'https://open.account.xiaomi.com',
} as const;

/** How long any call to a provider may take before the sign-in answers 503. */
export const PROVIDER_TIMEOUT_MS = 5000;

export interface WeixinSettings {
  /** 网站应用 (open.weixin.qq.com): the QR sign-in on any browser. */
  readonly web?: { readonly appId: string; readonly secret: string } | undefined;
  /** 公众号 (mp.weixin.qq.com): the sign-in inside WeChat's own browser. */
  readonly mp?: { readonly appId: string; readonly secret: string } | undefined;
  readonly callbackUrl: string;
  readonly openBaseUrl: string;
  readonly apiBaseUrl: string;
}

export interface QqSettings {
  readonly appId: string;
  readonly appKey: string;
  readonly callbackUrl: string;
  readonly baseUrl: string;
}

export interface AppleSettings {
  /** The Services ID the web sign-in runs under. */
  readonly clientId: string;
  readonly teamId: string;
  readonly keyId: string;
  /** The .p8 key (PKCS #8 PEM) that signs our client secret. */
  readonly privateKey: string;
  readonly callbackUrl: string;
  readonly baseUrl: string;
}

export interface XiaomiSettings {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly callbackUrl: string;
  readonly accountBaseUrl: string;
  readonly apiBaseUrl: string;
}

/** Every provider that is configured; one left out is not offered. */
export interface SignInSettings {
  readonly weixin?: WeixinSettings | undefined;
  readonly qq?: QqSettings | undefined;
  readonly apple?: AppleSettings | undefined;
  readonly xiaomi?: XiaomiSettings | undefined;
  /** Defaults to PROVIDER_TIMEOUT_MS; tests shorten it. */
  readonly timeoutMs?: number;
}

const blank = (value: unknown) => (value === '' ? undefined : value);
const value = z.preprocess(blank, z.string().min(1).optional());
/** https, or http on loopback only (a stand-in in a test or a local rig). */
const address = z.preprocess(
  blank,
  z
    .url({ protocol: /^https?$/ })
    .refine((url) => url.startsWith('https:') || isLoopbackHost(new URL(url).hostname), 'https, or http on loopback')
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
);
const base = (fallback: string) => address.transform((url) => url ?? fallback);

const envSchema = z.object({
  WEIXIN_APP_ID: value,
  WEIXIN_APP_SECRET: value,
  WEIXIN_MP_APP_ID: value,
  WEIXIN_MP_APP_SECRET: value,
  WEIXIN_CALLBACK_URL: address,
  WEIXIN_OPEN_BASE_URL: base(PROVIDER_BASE_URLS.weixinOpen),
  WEIXIN_API_BASE_URL: base(PROVIDER_BASE_URLS.weixinApi),
  QQ_APP_ID: value,
  QQ_APP_KEY: value,
  QQ_CALLBACK_URL: address,
  QQ_BASE_URL: base(PROVIDER_BASE_URLS.qq),
  APPLE_CLIENT_ID: value,
  APPLE_TEAM_ID: value,
  APPLE_KEY_ID: value,
  APPLE_PRIVATE_KEY: value,
  APPLE_CALLBACK_URL: address,
  APPLE_BASE_URL: base(PROVIDER_BASE_URLS.apple),
  XIAOMI_CLIENT_ID: value,
  XIAOMI_CLIENT_SECRET: value,
  XIAOMI_CALLBACK_URL: address,
  XIAOMI_ACCOUNT_BASE_URL: base(PROVIDER_BASE_URLS.xiaomiAccount),
  XIAOMI_API_BASE_URL: base(PROVIDER_BASE_URLS.xiaomiApi),
});

type Env = z.infer<typeof envSchema>;

/**
 * A provider is on when all of `names` are set and off when none is; some but not all is a
 * mistake worth stopping for, so each missing one is named.
 */
function group<T>(env: Env, names: readonly (keyof Env)[], problems: string[], build: () => T): T | undefined {
  const missing = names.filter((name) => env[name] === undefined);
  if (missing.length === names.length) return undefined;
  if (missing.length > 0) {
    problems.push(
      ...missing.map((name) => `${name}: required with ${names.filter((n) => !missing.includes(n)).join(', ')}`),
    );
    return undefined;
  }
  return build();
}

/** Reads the third-party sign-in settings; `problems` lists what is wrong, one line each. */
export function parseSignInSettings(source: NodeJS.ProcessEnv): { settings: SignInSettings; problems: string[] } {
  const read = readProviderEnv(envSchema, source);
  if (!read.env) return { settings: {}, problems: read.problems };
  const env = read.env;
  const problems: string[] = [];
  const web = group(env, ['WEIXIN_APP_ID', 'WEIXIN_APP_SECRET'], problems, () => ({
    appId: env.WEIXIN_APP_ID!,
    secret: env.WEIXIN_APP_SECRET!,
  }));
  const mp = group(env, ['WEIXIN_MP_APP_ID', 'WEIXIN_MP_APP_SECRET'], problems, () => ({
    appId: env.WEIXIN_MP_APP_ID!,
    secret: env.WEIXIN_MP_APP_SECRET!,
  }));
  if ((web || mp) && !env.WEIXIN_CALLBACK_URL) problems.push('WEIXIN_CALLBACK_URL: required with a WeChat app id');
  const weixin =
    (web || mp) && env.WEIXIN_CALLBACK_URL
      ? {
          web,
          mp,
          callbackUrl: env.WEIXIN_CALLBACK_URL,
          openBaseUrl: env.WEIXIN_OPEN_BASE_URL,
          apiBaseUrl: env.WEIXIN_API_BASE_URL,
        }
      : undefined;
  const qq = group(env, ['QQ_APP_ID', 'QQ_APP_KEY', 'QQ_CALLBACK_URL'], problems, () => ({
    appId: env.QQ_APP_ID!,
    appKey: env.QQ_APP_KEY!,
    callbackUrl: env.QQ_CALLBACK_URL!,
    baseUrl: env.QQ_BASE_URL,
  }));
  const apple = group(
    env,
    ['APPLE_CLIENT_ID', 'APPLE_TEAM_ID', 'APPLE_KEY_ID', 'APPLE_PRIVATE_KEY', 'APPLE_CALLBACK_URL'],
    problems,
    () => ({
      clientId: env.APPLE_CLIENT_ID!,
      teamId: env.APPLE_TEAM_ID!,
      keyId: env.APPLE_KEY_ID!,
      // An env file keeps the PEM on one line with \n for its line breaks.
      privateKey: env.APPLE_PRIVATE_KEY!.replace(/\\n/g, '\n'),
      callbackUrl: env.APPLE_CALLBACK_URL!,
      baseUrl: env.APPLE_BASE_URL,
    }),
  );
  const xiaomi = group(env, ['XIAOMI_CLIENT_ID', 'XIAOMI_CLIENT_SECRET', 'XIAOMI_CALLBACK_URL'], problems, () => ({
    clientId: env.XIAOMI_CLIENT_ID!,
    clientSecret: env.XIAOMI_CLIENT_SECRET!,
    callbackUrl: env.XIAOMI_CALLBACK_URL!,
    accountBaseUrl: env.XIAOMI_ACCOUNT_BASE_URL,
    apiBaseUrl: env.XIAOMI_API_BASE_URL,
  }));
  return { settings: { weixin, qq, apple, xiaomi }, problems };
}
