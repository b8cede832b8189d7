import type { ContentLanguage } from '@tarot/core/tarot/types';
import type { ContentFile, ContentFiles } from '../files';

/**
 * A domain's files as `import.meta.glob(…, { base: <the texts folder> })` lists them:
 * `./<language>/<file>.json` → the import of that file's chunk.
 */
export type LazyFiles = Readonly<Record<string, () => Promise<JsonModule>>>;
export type JsonModule = { readonly default: unknown };

/**
 * The web bundle's loader: one file of one language, fetched when first asked for. Each
 * domain lists its files with a literal import.meta.glob (Vite needs the pattern written
 * out), so every file of every language is a chunk of its own and a page carries only the
 * list of the files it reads. The files were checked against their schemas in CI; the
 * browser does not carry zod to check them again.
 */
export function lazyTexts<F extends ContentFile>(files: LazyFiles, file: F) {
  return async (language: ContentLanguage): Promise<ContentFiles[F]> => {
    const load = files[`./${language}/${file}.json`];
    if (!load) throw new Error(`no ${file} texts in ${language}`);
    return (await load()).default as ContentFiles[F];
  };
}
