import { z } from 'zod';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SlowBodyRules } from './plugins/slow-body-guard';
import type { JiguangSettings } from './providers/one-tap/one-tap';
import { parseOneTapSettings } from './providers/one-tap/settings';
import type { AdMobSettings } from './providers/rewarded-ads/admob';
import { parseAdNetworkSettings } from './providers/rewarded-ads/settings';
import { parseSignInSettings, type SignInSettings } from './providers/sign-in/settings';
import type { S3Settings } from './providers/storage/s3-storage';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

/** An empty variable (`DATABASE_URL=` in an env file) means "not set". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** Placeholders until the store listings exist; production sets IOS_DOWNLOAD_URL and ANDROID_DOWNLOAD_URL. */
export const APP_DOWNLOAD_DEFAULTS = {
  ios: 'https://tarot.example.com/download/ios',
  android: 'https://tarot.example.com/download/android',
} as const;

export const WEBAUTHN_DEFAULTS = { rpId: 'localhost', origins: [] as readonly string[] } as const;

/** Real limits, and the prefix of their counters in Redis (the rest of the app's keys start with `tarot:` too). */
export const RATE_LIMIT_DEFAULTS = { scale: 1, redisPrefix: 'tarot:rate-limit:' } as const;

/** A yes/no setting is written `1`/`true` or `0`/`false` (any case), the same for every one of them. */
const BOOLEAN_WORDS: ReadonlyMap<string, boolean> = new Map([
  ['1', true],
  ['true', true],
  ['0', false],
  ['false', false],
]);
const booleanWord = (value: string): boolean | undefined => BOOLEAN_WORDS.get(value.trim().toLowerCase());
const booleanSetting = (fallback: boolean) =>
  z
    .string()
    .default(String(fallback))
    .transform((value, context) => {
      const word = booleanWord(value);
      if (word === undefined) context.addIssue({ code: 'custom', message: 'expected 1, 0, true or false' });
      return word ?? fallback;
    });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
  /**
   * Which proxies may tell us the client's address (X-Forwarded-For). Off by default: else any
   * client could pick its own address and slip past the per-address limits. `true` trusts every
   * hop; better, a comma-separated list of the proxies' addresses or CIDR ranges.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value): boolean | string[] => {
      const trimmed = value.trim();
      if (trimmed === '') return false;
      const word = booleanWord(trimmed);
      if (word !== undefined) return word;
      return trimmed
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
    }),
  /** An HTTPS SMS gateway that takes `{ to, text }` as JSON, and its bearer token. */
  SMS_WEBHOOK_URL: optional(z.url({ protocol: /^https$/ })),
  SMS_WEBHOOK_TOKEN: optional(z.string().min(1)),
  /** Shares login lockouts and passkey challenges between instances; unset, they stay in the process. */
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/ })),
  /** Serves Prometheus metrics at /metrics to whoever sends it as a bearer token; unset, there is no /metrics. */
  METRICS_TOKEN: optional(z.string().min(16)),
  /** Where uploaded files live: `disk` under DATA_DIR/files, or `s3`, a bucket several instances share. */
  STORAGE: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/ })),
  S3_REGION: optional(z.string().min(1)),
  S3_BUCKET: optional(z.string().min(3)),
  S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  S3_FORCE_PATH_STYLE: booleanSetting(false),
  /**
   * Multiplies every rate limit. For test rigs only, which fire thousands of requests from one
   * address; production keeps the limits of packages/contract/src/rate-limits.ts (1).
   */
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).default(RATE_LIMIT_DEFAULTS.scale),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  WEB_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /**
   * `1` serves the development inbox (every SMS and e-mail code, to anyone who asks) and the
   * development providers on a non-loopback address too. Outside production only.
   */
  DEV_INBOX: booleanSetting(false),
  /** `0` runs no job runner: no reminders, and broadcasts cannot be sent (for tools and special set-ups). */
  JOBS: booleanSetting(true),
  TOKEN_SECRET: optional(z.string().min(32)),
  /** Web Push (VAPID): the key pair, base64url as web-push prints them, and a mailto: or https: contact. */
  VAPID_PUBLIC_KEY: optional(z.string().min(80)),
  VAPID_PRIVATE_KEY: optional(z.string().min(40)),
  VAPID_SUBJECT: optional(z.string().regex(/^(mailto:|https:\/\/)/, 'a mailto: or https: address')),
  /** Comma-separated https origins the in-app webview may show besides our own. */
  WEBVIEW_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https$/ }).transform((url) => new URL(url).origin))),
  /** Real e-mail: an SMTP server (`smtp://` or `smtps://`, credentials in the URL) and the sender. */
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })),
  MAIL_FROM: optional(z.string().min(3)),
  /** Where the download page's QR codes point (spec §3 config: download links for ios and android). */
  IOS_DOWNLOAD_URL: z.url({ protocol: /^https$/ }).default(APP_DOWNLOAD_DEFAULTS.ios),
  ANDROID_DOWNLOAD_URL: z.url({ protocol: /^https$/ }).default(APP_DOWNLOAD_DEFAULTS.android),
  /** Passkeys: the site's domain (no scheme or port) and, optionally, the exact origins allowed. */
  WEBAUTHN_RP_ID: z
    .string()
    .regex(/^[a-z0-9.-]+$/)
    .default(WEBAUTHN_DEFAULTS.rpId),
  WEBAUTHN_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin))),
  /** Off tells the web client to collect no usage statistics (GET /api/stat/config). */
  STAT_ENABLED: booleanSetting(true),
});

export type Env = z.infer<typeof envSchema>;

/** The server's identity towards Web Push services (VAPID). */
export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
  readonly subject: string;
}

export interface Secrets {
  /** Signs login tokens (HS256). */
  readonly tokenSecret: string;
  /** Signs Web Push requests; absent (tests and benches that do not need it), Web Push is off. */
  readonly vapid?: VapidKeys;
}

/** Secrets the environment gave; `loadSecrets` fills in the rest outside production. */
export interface GivenSecrets {
  readonly tokenSecret: string | undefined;
  readonly vapid?: Partial<VapidKeys>;
}

export interface Config {
  readonly env: Env['NODE_ENV'];
  readonly host: string;
  readonly port: number;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  /** Unset: lockouts and challenges are kept in this process only. */
  readonly redisUrl?: string | undefined;
  /** Unset: no `/metrics` route at all. */
  readonly metricsToken?: string | undefined;
  /** Unset (`STORAGE=disk`): uploaded files live under `<dataDir>/files`. */
  readonly s3?: S3Settings | undefined;
  readonly logLevel: Env['LOG_LEVEL'];
  readonly bodyLimitBytes: number;
  readonly webDist: string;
  readonly shutdownGraceMs: number;
  /** Development providers and inbox even when listening beyond loopback (`DEV_INBOX=1`). */
  readonly devInbox?: boolean;
  /** Runs the job runner (reminders, broadcasts) on the database; unset: none, as the API tests build the app. */
  readonly jobs?: boolean;
  readonly webviewOrigins: readonly string[];
  /** Fastify's trustProxy: which proxies' X-Forwarded-For to believe; false by default. */
  readonly trustProxy?: boolean | readonly string[];
  /** Unset: SMS go to the development inbox, and in production SMS codes are unavailable. */
  readonly smsWebhook?: { readonly url: string; readonly token: string | undefined } | undefined;
  /** Unset: e-mails go to the development inbox. */
  readonly smtp?: { readonly url: string; readonly from: string } | undefined;
  /** The third-party sign-ins (WeChat, QQ, Apple, Xiaomi) configured; none by default. */
  readonly signIn?: SignInSettings;
  /** One-click phone login through 极光认证; unset, it is not offered. */
  readonly oneTap?: JiguangSettings | undefined;
  /** The rewarded-ad network (AdMob, decision 0030); unset, the ad check-in shows house promotions only. */
  readonly adNetwork?: AdMobSettings | undefined;
  /** The app-store links of the download page; defaults to APP_DOWNLOAD_DEFAULTS. */
  readonly appDownload?: { readonly ios: string; readonly android: string };
  /** Passkey relying party; defaults to WEBAUTHN_DEFAULTS. Empty origins: any origin on rpId. */
  readonly webauthn?: { readonly rpId: string; readonly origins: readonly string[] };
  /** The general rate limits' multiplier and Redis key prefix (tests give each server its own); defaults to RATE_LIMIT_DEFAULTS. */
  readonly rateLimit?: { readonly scale: number; readonly redisPrefix: string };
  /** Whether clients collect usage statistics; on unless STAT_ENABLED is 0 or false. */
  readonly statEnabled?: boolean;
  /** How slowly a request body may come; defaults to SLOW_BODY_DEFAULTS (tests shrink the window). */
  readonly slowBody?: SlowBodyRules;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The bucket's settings with `STORAGE=s3`, every one that is missing listed at once. */
function s3Settings(env: Env): S3Settings | undefined {
  if (env.STORAGE !== 's3') return undefined;
  const { S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (!S3_REGION || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    const given = { S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY };
    const problems = Object.entries(given)
      .filter(([, value]) => !value)
      .map(([name]) => `${name}: required with STORAGE=s3`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return {
    endpoint: env.S3_ENDPOINT,
    region: S3_REGION,
    bucket: S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

/** Parses the environment once; an invalid value stops the process with every problem listed. */
export function parseConfig(source: NodeJS.ProcessEnv = process.env): Config & GivenSecrets {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  const signIn = parseSignInSettings(source);
  const oneTap = parseOneTapSettings(source);
  const adNetwork = parseAdNetworkSettings(source);
  const providerProblems = [...signIn.problems, ...oneTap.problems, ...adNetwork.problems];
  if (providerProblems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  ${providerProblems.join('\n  ')}`);
  }
  if (env.SMTP_URL && !env.MAIL_FROM) {
    throw new ConfigError('Invalid configuration:\n  MAIL_FROM: required with SMTP_URL');
  }
  if (env.NODE_ENV === 'production' && env.DEV_INBOX) {
    throw new ConfigError('Invalid configuration:\n  DEV_INBOX: development providers are never served in production');
  }
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    metricsToken: env.METRICS_TOKEN,
    s3: s3Settings(env),
    logLevel: env.LOG_LEVEL,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    webDist: path.resolve(env.WEB_DIST),
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    devInbox: env.DEV_INBOX,
    jobs: env.JOBS,
    webviewOrigins: env.WEBVIEW_ORIGINS,
    trustProxy: env.TRUST_PROXY,
    smsWebhook: env.SMS_WEBHOOK_URL ? { url: env.SMS_WEBHOOK_URL, token: env.SMS_WEBHOOK_TOKEN } : undefined,
    smtp: env.SMTP_URL && env.MAIL_FROM ? { url: env.SMTP_URL, from: env.MAIL_FROM } : undefined,
    signIn: signIn.settings,
    oneTap: oneTap.settings,
    adNetwork: adNetwork.settings,
    appDownload: { ios: env.IOS_DOWNLOAD_URL, android: env.ANDROID_DOWNLOAD_URL },
    webauthn: { rpId: env.WEBAUTHN_RP_ID, origins: env.WEBAUTHN_ORIGINS },
    rateLimit: { scale: env.RATE_LIMIT_SCALE, redisPrefix: RATE_LIMIT_DEFAULTS.redisPrefix },
    statEnabled: env.STAT_ENABLED,
    tokenSecret: env.TOKEN_SECRET,
    vapid: { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT },
  };
}
