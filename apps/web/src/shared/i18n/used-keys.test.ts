import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every text a component asks for by a literal key exists: a key that is missing shows the
 * reader the key itself (`webview.refused`). The key is looked up in the namespace it names
 * (`errors:network`) or in the namespaces the file's `useTranslation` calls load; Simplified
 * Chinese stands for every language, which locales.test.ts holds to the same keys. Keys built
 * at run time (template strings) are checked where their tables are.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const localeFolder = path.join(src, 'locales', 'zh-Hans');

type Tree = { readonly [key: string]: Tree | string };
const namespaces = new Map<string, Tree>(
  readdirSync(localeFolder)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [
      file.replace(/\.json$/, ''),
      JSON.parse(readFileSync(path.join(localeFolder, file), 'utf8')) as Tree,
    ]),
);

/** A leaf or a subtree at the dotted key, counting `key_one`, `key_other` … as `key`. */
function exists(namespace: string, key: string): boolean {
  let node: Tree | string | undefined = namespaces.get(namespace);
  const parts = key.split('.');
  for (const [index, part] of parts.entries()) {
    if (typeof node !== 'object') return false;
    const next: Tree | string | undefined = node[part];
    if (next === undefined) {
      return index === parts.length - 1 && Object.keys(node).some((candidate) => candidate.startsWith(`${part}_`));
    }
    node = next;
  }
  return true;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The namespaces a file's `useTranslation` calls load; a bare call loads the default, `common`. */
function loadedNamespaces(source: string): string[] {
  return [...source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')?/g)].flatMap(([, argument]) =>
    argument ? [...argument.matchAll(/'([^']+)'/g)].map((match) => match[1]!) : ['common'],
  );
}

function missingKeys(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const loaded = loadedNamespaces(source);
  if (loaded.length === 0) return [];
  return [...source.matchAll(/\bt\(\s*'([^'$]+)'/g)]
    .map((match) => match[1]!)
    .filter((key) => {
      const [named, inNamed] = key.includes(':') ? key.split(':', 2) : [null, key];
      return named ? !exists(named, inNamed!) : !loaded.some((namespace) => exists(namespace, key));
    });
}

describe('texts asked for by a literal key', () => {
  it('finds the lookup working: a present key passes, a key in the wrong namespace does not', () => {
    expect(exists('common', 'webview.refused')).toBe(false);
    expect(exists('webview', 'refused')).toBe(true);
  });

  it('exist in the namespaces their files load', () => {
    const missing = sourceFiles(src).flatMap((file) =>
      missingKeys(file).map((key) => `${path.relative(src, file)}: ${key}`),
    );
    expect(missing).toEqual([]);
  });
});
