import { z } from 'zod';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

/** An empty variable (`DATABASE_URL=` in an env file) means "not set". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  WEB_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  TOKEN_SECRET: optional(z.string().min(32)),
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
});

export type Env = z.infer<typeof envSchema>;

export interface Secrets {
  /** Signs login tokens (HS256). */
  readonly tokenSecret: string;
}

export interface Config {
  readonly env: Env['NODE_ENV'];
  readonly host: string;
  readonly port: number;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly logLevel: Env['LOG_LEVEL'];
  readonly bodyLimitBytes: number;
  readonly webDist: string;
  readonly shutdownGraceMs: number;
  readonly webviewOrigins: readonly string[];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once; an invalid value stops the process with every problem listed. */
export function parseConfig(source: NodeJS.ProcessEnv = process.env): Config & { tokenSecret: string | undefined } {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    webDist: path.resolve(env.WEB_DIST),
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    webviewOrigins: env.WEBVIEW_ORIGINS,
    tokenSecret: env.TOKEN_SECRET,
  };
}
