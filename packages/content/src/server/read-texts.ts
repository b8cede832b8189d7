import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { ContentLanguage } from '@tarot/core/tarot/types';
import { FILE_SCHEMAS } from '../file-schemas';
import type { ContentFile, ContentFiles } from '../files';

/**
 * The tree in the checkout. The compiled server (apps/server/build.mjs) rewrites
 * import.meta.url to this source file's place, so it reads the same folder.
 */
export const TEXTS_DIR = new URL('../../texts/', import.meta.url);

const read = new Map<string, unknown>();

/**
 * The server's loader: one file of one language, read from the tree and checked against its
 * schema the first time it is asked for, then kept for the life of the process. Reading is
 * synchronous on purpose: a file is read once (a few KB to 100 KB), and callers keep the
 * plain calls the TypeScript modules it replaces allowed, with no start-up order to keep.
 */
export function readTexts<F extends ContentFile>(file: F, language: ContentLanguage): ContentFiles[F] {
  const key = `${language}/${file}`;
  if (!read.has(key)) {
    const parsed = FILE_SCHEMAS[file].safeParse(JSON.parse(readFileSync(new URL(`${key}.json`, TEXTS_DIR), 'utf8')));
    if (!parsed.success) throw new Error(`texts/${key}.json: ${z.prettifyError(parsed.error)}`);
    read.set(key, parsed.data);
  }
  return read.get(key) as ContentFiles[F];
}
