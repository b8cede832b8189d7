// The embedded database inside a worker thread (see pglite-remote.ts), so that Postgres's work,
// which PGlite runs synchronously in WebAssembly, never blocks the server's event loop. Plain
// JavaScript, so the same file loads under tsx and beside the compiled server.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** @type {{ dataDir: string, startParams: string[] }} */
const { dataDir, startParams } = workerData;
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

/**
 * Columns of these types come back as Postgres wrote them; the caller parses them on its side
 * with its own functions, which cannot cross to this thread.
 * @param {number[]} types
 */
const rawParsers = (types) => Object.fromEntries(types.map((type) => [type, (/** @type {string} */ text) => text]));

/**
 * Postgres's error fields (code, constraint, detail…) are own properties, which structured
 * cloning of an Error drops: send them as a plain object.
 * @param {unknown} error
 */
function plainError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  /** @type {Record<string, unknown>} */
  const fields = { message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

let database;
try {
  database = await PGlite.create(dataDir, { startParams });
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ ready: false, error: plainError(error) });
  process.exit(1);
}

/**
 * One request at a time, in the order sent: the main thread already keeps a transaction's
 * statements together, and PGlite is a single connection.
 * @param {{ op: 'query', text: string, params: unknown[], rowMode: 'array' | 'object', rawTypes: number[] }
 *   | { op: 'exec', text: string } | { op: 'close' }} request
 */
async function answer(request) {
  switch (request.op) {
    case 'query':
      return database.query(request.text, request.params, {
        rowMode: request.rowMode,
        parsers: rawParsers(request.rawTypes),
      });
    case 'exec':
      return database.exec(request.text);
    case 'close':
      return database.close();
  }
}

port.on('message', async (/** @type {{ id: number, request: Parameters<typeof answer>[0] }} */ { id, request }) => {
  try {
    const result = await answer(request);
    port.postMessage({ id, result });
    if (request.op === 'close') port.close();
  } catch (error) {
    port.postMessage({ id, error: plainError(error) });
  }
});
