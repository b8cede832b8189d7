import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { assertStorageKey, type FileStorage } from './file-storage';

/**
 * Files under one root directory (`<DATA_DIR>/files` by default). Keys are checked
 * against the generated shape and the resolved path must stay inside the root, so no
 * key can reach outside it. Writes go to a temporary name first, then rename, so a
 * reader never sees half a file.
 */
export function createLocalDiskStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    const full = path.resolve(base, key);
    if (!full.startsWith(base + path.sep)) throw new Error(`Storage key escapes the root: ${key}`);
    return full;
  };

  return {
    async put(key, data) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.${randomUUID()}.part`;
      await writeFile(partial, data, { flag: 'wx', mode: 0o640 });
      await rename(partial, target);
    },
    async get(key) {
      const target = pathOf(key);
      if (!(await this.exists(key))) return null;
      return createReadStream(target);
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async exists(key) {
      return stat(pathOf(key)).then(
        (info) => info.isFile(),
        () => false,
      );
    },
  };
}
