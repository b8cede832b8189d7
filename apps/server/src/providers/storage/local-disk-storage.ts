import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, STORAGE_KEY_PATTERN, type FileStorage, type SweptPending } from './file-storage';

/** Pending names live in a tree of their own, so a sweep lists only them, never every stored file. */
const PENDING_DIR = '.pending';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Bytes and their directory entry both reach the disk before the caller writes a row pointing at them. */
async function writeDurably(target: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const file = await open(target, 'wx', 0o640);
  try {
    await file.writeFile(data);
    await file.sync();
  } finally {
    await file.close();
  }
  const directory = await open(path.dirname(target), 'r');
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
}

/**
 * Files under one root directory (`<DATA_DIR>/files` by default): final names at
 * `<root>/<key>`, pending ones at `<root>/.pending/<key>`. Keys are checked against the
 * generated shape and the resolved path must stay inside its tree, so no key can reach
 * outside the root. Renames within one file system are atomic, so a reader never sees
 * half a file and a crash leaves each key under exactly one of its names.
 */
export function createLocalDiskStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const pendingBase = path.join(base, PENDING_DIR);
  const inside = (tree: string, key: string) => {
    assertStorageKey(key);
    const full = path.resolve(tree, key);
    if (!full.startsWith(tree + path.sep)) throw new Error(`Storage key escapes the root: ${key}`);
    return full;
  };
  const finalPath = (key: string) => inside(base, key);
  const pendingPath = (key: string) => inside(pendingBase, key);
  const move = async (from: string, to: string) => {
    await mkdir(path.dirname(to), { recursive: true });
    await rename(from, to);
  };
  const pendingKeys = async (): Promise<string[]> => {
    const entries = await readdir(pendingBase, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(pendingBase, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .filter((key) => STORAGE_KEY_PATTERN.test(key)); // anything else there is not ours to settle
  };

  return {
    async putPending(key, data) {
      const target = pendingPath(key);
      await writeDurably(target, data).catch(async (error: unknown) => {
        await rm(target, { force: true }); // half-written bytes (a full disk) are not left behind
        throw error;
      });
    },
    async commit(key) {
      await move(pendingPath(key), finalPath(key));
    },
    async withdraw(key) {
      await move(finalPath(key), pendingPath(key)).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    },
    async get(key) {
      // Opened before answering: the open file stays readable even if the key is deleted meanwhile.
      const file = await open(finalPath(key), 'r').catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      return file?.createReadStream() ?? null;
    },
    async delete(key) {
      await Promise.all([rm(finalPath(key), { force: true }), rm(pendingPath(key), { force: true })]);
    },
    async exists(key) {
      return stat(finalPath(key)).then(
        (info) => info.isFile(),
        () => false,
      );
    },
    async sweepPending(isKnown, writtenBefore) {
      const swept: SweptPending = { finished: [], removed: [] };
      for (const key of await pendingKeys()) {
        if ((await stat(pendingPath(key))).mtime >= writtenBefore) continue;
        if (await isKnown(key)) {
          await this.commit(key);
          swept.finished.push(key);
        } else {
          await rm(pendingPath(key), { force: true });
          swept.removed.push(key);
        }
      }
      return swept;
    },
  };
}
