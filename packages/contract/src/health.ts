import { z } from 'zod';

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
