import { describe, expect, it } from 'vitest';
import { COMPILED_SERVER, serverCommand } from '../../../scripts/server-command.mjs';

/** The command scripts/start.mjs runs the server with, and bench/memory.ts measures. */
describe("npm start's server command", () => {
  it('runs the compiled server in production and the sources through tsx otherwise', () => {
    expect(serverCommand({ production: true, env: {} }).args).toEqual(['--enable-source-maps', COMPILED_SERVER]);
    expect(serverCommand({ production: false, env: {} }).args).toEqual(['--import', 'tsx', 'apps/server/src/main.ts']);
  });

  it("fixes malloc's mmap threshold in both modes and passes the rest of the environment on", () => {
    for (const production of [true, false]) {
      const { env } = serverCommand({ production, env: { PORT: '3999' } });
      expect(env).toEqual({ PORT: '3999', GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=32768' });
    }
  });

  it("puts an operator's own tunables last, where glibc lets them win", () => {
    const { env } = serverCommand({
      production: true,
      env: { GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=65536:glibc.malloc.arena_max=2' },
    });
    expect(env.GLIBC_TUNABLES).toBe(
      'glibc.malloc.mmap_threshold=32768:glibc.malloc.mmap_threshold=65536:glibc.malloc.arena_max=2',
    );
  });
});
