// Creates the embedded database in `process.argv[2]` (Postgres's initdb) and exits, run as a
// process of its own by pglite-remote.ts: initdb runs a second Postgres instance whose memory,
// a few hundred MB, the allocator of a long-lived process would keep resident after it is freed.
// Plain JavaScript, so the same file runs beside the sources and beside the compiled server.
import { PGlite } from '@electric-sql/pglite';

const [dataDir, settings] = process.argv.slice(2);
const database = await PGlite.create(dataDir, { startParams: JSON.parse(settings) });
await database.close();
