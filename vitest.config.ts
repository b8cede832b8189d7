import { defineConfig } from 'vitest/config';

/**
 * One runner for every tier below the browser. The server suite runs on embedded PGlite,
 * and once more on a PostgreSQL server when TEST_DATABASE_URL is set (CI sets it).
 */
const serverSuite = (name: string, databaseUrl: string | undefined) => ({
  test: {
    name,
    include: ['apps/server/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { TEST_DATABASE_URL: databaseUrl ?? '' },
  },
});

const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', include: ['packages/**/*.test.ts'], environment: 'node' } },
      {
        test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/*.test.ts'], environment: 'node' },
      },
      serverSuite('server:pglite', undefined),
      ...(postgresUrl ? [serverSuite('server:postgres', postgresUrl)] : []),
    ],
  },
});
