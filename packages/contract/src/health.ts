import { z } from 'zod';
import { endpoint } from './endpoint';

export const healthResponse = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({
      status: z.enum(['up', 'down']),
      driver: z.enum(['pglite', 'postgres']),
      version: z.string().describe('The database server version, or empty when down'),
      migrations: z.number().int().describe('How many schema migrations have been applied'),
    }),
    versions: z.object({
      app: z.string(),
      versionCode: z.number().int(),
      node: z.string(),
    }),
    uptimeSeconds: z.number(),
  })
  .meta({ id: 'Health' });

export const livenessResponse = z.object({ status: z.literal('ok') }).meta({ id: 'Liveness' });

export const readinessResponse = z
  .object({
    status: z.enum(['ready', 'not-ready']),
    checks: z.object({
      database: z.boolean().describe('The database answers and its schema migrations have been applied'),
      redis: z
        .enum(['up', 'degraded'])
        .optional()
        .describe(
          'Redis answers PING (up) or not (degraded: rate limits pass uncounted, lockouts and passkeys answer 503, the instance stays ready); absent without REDIS_URL',
        ),
      draining: z.boolean().describe('The server is shutting down and finishing its requests'),
    }),
  })
  .meta({ id: 'Readiness' });

export type Readiness = z.infer<typeof readinessResponse>;

export const getHealth = endpoint({
  method: 'GET',
  path: '/api/health',
  tags: ['system'],
  summary: 'Liveness and database status',
  response: healthResponse,
  errors: [500],
  otherAnswers: { 503: healthResponse },
});

export const getLiveness = endpoint({
  method: 'GET',
  path: '/api/health/live',
  tags: ['system'],
  summary: 'Liveness: the process answers (restart it when this fails)',
  response: livenessResponse,
  errors: [],
});

export const getReadiness = endpoint({
  method: 'GET',
  path: '/api/health/ready',
  tags: ['system'],
  summary: 'Readiness: database migrated and reachable, not shutting down; Redis reported, never required',
  response: readinessResponse,
  errors: [500],
  otherAnswers: { 503: readinessResponse },
});
