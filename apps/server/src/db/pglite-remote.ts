import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { ParserOptions, Results, RowMode } from '@electric-sql/pglite';

/** What drizzle's PGlite driver and pg-boss (jobs/boss-database.ts) pass to `query`. */
export interface RemoteQueryOptions {
  readonly rowMode?: RowMode;
  readonly parsers?: ParserOptions;
}

/** The part of PGlite's API the app uses: one statement with values, or a script without. */
export interface PgliteQueries {
  query<T>(text: string, params?: unknown[], options?: RemoteQueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
}

type Request =
  | { op: 'query'; text: string; params: unknown[]; rowMode: RowMode; rawTypes: number[] }
  | { op: 'exec'; text: string }
  | { op: 'close' };

type Reply = { id: number; result: unknown } | { id: number; error: Record<string, unknown> & { message: string } };

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** Postgres's error as the worker sent it: its fields (code, constraint…) where the driver puts them. */
const databaseError = ({ message, ...fields }: { message: string }) => Object.assign(new Error(message), fields);

/**
 * PGlite in a worker thread (pglite-thread.mjs), behind the methods drizzle's PGlite driver
 * calls, so a slow query no longer stalls every other request. PGlite is one connection: a
 * transaction holds it from BEGIN to COMMIT, and every other caller waits its turn here.
 */
export class PgliteRemote implements PgliteQueries {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 0;
  /** Settles when the connection is free: the last queued piece of work has finished. */
  #free: Promise<unknown> = Promise.resolve();
  #failure: Error | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: Reply) => this.#settle(reply));
    worker.on('error', (error) => this.#fail(error));
    worker.on('exit', (code) => this.#fail(new Error(`the embedded database's thread exited (${code})`)));
    // Only work in flight keeps the process alive, as with PGlite on the main thread.
    worker.unref();
  }

  /** `startParams`: Postgres's command line, as PGlite's option of that name. */
  static async open(dataDir: string, startParams: readonly string[]): Promise<PgliteRemote> {
    const worker = new Worker(new URL('./pglite-thread.mjs', import.meta.url), {
      workerData: { dataDir, startParams },
      // The thread's objects live no longer than a query and its answer, yet V8 lets the space
      // for new objects grow to 32 MB, all of it resident once touched. Capped at 12 MB (8 MB
      // of it for new objects), the idle server held about 20 MB less (bench/memory.ts), with
      // no change in query time we could measure.
      resourceLimits: { maxYoungGenerationSizeMb: 12 },
    });
    const [started] = (await once(worker, 'message')) as [
      { ready: true } | { ready: false; error: { message: string } },
    ];
    if (!started.ready) throw databaseError(started.error);
    return new PgliteRemote(worker);
  }

  query<T>(text: string, params: unknown[] = [], options: RemoteQueryOptions = {}): Promise<Results<T>> {
    return this.#exclusive(() => this.#query<T>(text, params, options));
  }

  exec(text: string): Promise<Results[]> {
    return this.#exclusive(() => this.#send<Results[]>({ op: 'exec', text }));
  }

  /**
   * As PGlite's: the callback's statements run alone between BEGIN and COMMIT (ROLLBACK if it
   * throws). Drizzle's nested transactions are savepoints sent through `tx.query`.
   */
  transaction<T>(callback: (tx: PgliteQueries) => Promise<T>): Promise<T> {
    return this.#exclusive(async () => {
      let open = true;
      const within = <R>(run: () => Promise<R>) => {
        if (!open) return Promise.reject(new Error('transaction is already closed'));
        return run();
      };
      const tx: PgliteQueries = {
        query: (text, params = [], options = {}) => within(() => this.#query(text, params, options)),
        exec: (text) => within(() => this.#send<Results[]>({ op: 'exec', text })),
      };
      await this.#send({ op: 'exec', text: 'BEGIN' });
      try {
        const result = await callback(tx);
        open = false;
        await this.#send({ op: 'exec', text: 'COMMIT' });
        return result;
      } catch (error) {
        if (open) {
          open = false;
          await this.#send({ op: 'exec', text: 'ROLLBACK' });
        }
        throw error;
      }
    });
  }

  /** Waits for the work queued before it, then closes the database and ends the thread. */
  async close(): Promise<void> {
    if (this.#failure) return;
    const exited = once(this.#worker, 'exit');
    await this.#exclusive(() => this.#send({ op: 'close' }));
    // The thread's ending is work in flight too: without this, a process with nothing else to
    // do would exit before it, mid-await.
    this.#worker.ref();
    await exited;
  }

  async #query<T>(text: string, params: unknown[], { rowMode = 'object', parsers = {} }: RemoteQueryOptions) {
    const rawTypes = Object.keys(parsers).map(Number);
    const result = await this.#send<Results<T>>({ op: 'query', text, params, rowMode, rawTypes });
    if (rawTypes.length > 0) parseColumns(result, parsers);
    return result;
  }

  /** Runs `work` once everything queued before it has finished, alone on the connection. */
  #exclusive<R>(work: () => Promise<R>): Promise<R> {
    const run = this.#free.then(work);
    this.#free = run.catch(() => undefined);
    return run;
  }

  #send<R>(request: Request): Promise<R> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    if (this.#pending.size === 0) this.#worker.ref();
    this.#worker.postMessage({ id, request });
    return new Promise<R>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    });
  }

  #settle(reply: Reply): void {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if ('error' in reply) pending.reject(databaseError(reply.error));
    else pending.resolve(reply.result);
  }

  #fail(error: Error): void {
    this.#failure ??= error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}

/** Applies the caller's parsers to the columns the worker left as Postgres's text. */
function parseColumns(result: Results<unknown>, parsers: ParserOptions): void {
  const columns = result.fields.flatMap(({ name, dataTypeID }, index) => {
    const parse = parsers[dataTypeID];
    return parse ? [{ key: name, index, parse }] : [];
  });
  if (columns.length === 0) return;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const { key, index, parse } of columns) {
      const at = Array.isArray(row) ? index : key;
      if (row[at] !== null) row[at] = parse(row[at] as string);
    }
  }
}
