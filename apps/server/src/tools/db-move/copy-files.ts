import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { FileStorage } from '../../providers/storage/file-storage';

/** Files copied at once: the bucket's round trips overlap, memory stays a few files' worth. */
const AT_ONCE = 8;

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function readAll(storage: FileStorage, key: string): Promise<Buffer | null> {
  const stream: Readable | null = await storage.get(key);
  return stream ? buffer(stream) : null;
}

export interface CopiedFiles {
  readonly copied: number;
  /** Keys the target already held with the same bytes (an earlier, interrupted move). */
  readonly alreadyThere: number;
}

/**
 * Copies the files `keys` from `from` to `to`, each written pending, committed, then read back
 * and compared by SHA-256. A key the target holds with the same bytes is left as it is, so a
 * move interrupted half-way can simply be run again; one it holds with other bytes stops the
 * move. Every key must exist in `from`: a row whose file is missing stops the move too.
 */
export async function copyFiles(from: FileStorage, to: FileStorage, keys: readonly string[]): Promise<CopiedFiles> {
  let copied = 0;
  let alreadyThere = 0;
  const copyOne = async (key: string) => {
    const data = await readAll(from, key);
    if (!data) throw new Error(`file ${key} is listed in the database but missing from the data folder`);
    const expected = sha256(data);
    const existing = await readAll(to, key);
    if (existing) {
      if (sha256(existing) !== expected) throw new Error(`the bucket already holds ${key} with other bytes`);
      alreadyThere += 1;
      return;
    }
    await to.putPending(key, data);
    await to.commit(key);
    const written = await readAll(to, key);
    if (!written || sha256(written) !== expected) throw new Error(`file ${key} reads back differently from the bucket`);
    copied += 1;
  };
  for (let start = 0; start < keys.length; start += AT_ONCE) {
    await Promise.all(keys.slice(start, start + AT_ONCE).map(copyOne));
  }
  return { copied, alreadyThere };
}
