// How `npm start` (scripts/start.mjs) runs the server: its node arguments and environment,
// shared with bench/memory.ts so that the memory budget is measured on this very command.

/**
 * glibc's malloc keeps freed blocks below its mmap threshold in its arenas, and raises that
 * threshold (up to 32 MB) each time a larger mapped block is freed, as after PGlite reads its
 * 9 MB of WebAssembly. V8's optimizing compiler then works in 32 KB blocks, on background
 * threads, while it compiles PGlite's hottest functions: measured with bench/memory.ts, about
 * 80 MB stayed resident for good. A fixed threshold of 32 KB (a tunable set at all turns the
 * raising off) gives such blocks back when freed. Queries take as long as before; a loop of
 * tiny queries costs about 5% more CPU (docs/decisions/0019). An operator's own GLIBC_TUNABLES
 * come after ours, so theirs win. Other C libraries ignore it.
 */
const MALLOC_TUNABLES = 'glibc.malloc.mmap_threshold=32768';

/** The compiled server, from the repository root. */
export const COMPILED_SERVER = 'apps/server/dist/main.js';

/**
 * @param {{ production: boolean, env: NodeJS.ProcessEnv }} options `env`: the launcher's own.
 * @returns {{ args: string[], env: NodeJS.ProcessEnv }} for `spawn(process.execPath, args, { cwd: <repository root>, env })`.
 */
export function serverCommand({ production, env }) {
  return {
    // Source maps make stack traces in the log name the TypeScript files and lines.
    args: production ? ['--enable-source-maps', COMPILED_SERVER] : ['--import', 'tsx', 'apps/server/src/main.ts'],
    env: { ...env, GLIBC_TUNABLES: [MALLOC_TUNABLES, env.GLIBC_TUNABLES].filter(Boolean).join(':') },
  };
}
