import { PGlite } from '@electric-sql/pglite';

/**
 * Postgres's settings for the embedded database, chosen for its resident memory (bench/memory.ts).
 * PGlite keeps Postgres's default 128 MB of shared buffers, and its start-up touches all of them:
 * with 16 MB the idle server holds about 110 MB less. The app's data fits in them many times
 * over, and pages beyond them are read from the operating system's file cache.
 */
const SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
};

/** PGlite's own start parameters, then ours (`-c name=value`). */
export const PGLITE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams,
  ...Object.entries(SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];
