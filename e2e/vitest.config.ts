import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/server.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // One server, one browser per file; files run one at a time on a 2-core machine.
    fileParallelism: false,
  },
});
