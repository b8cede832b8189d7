import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type { GlossaryColumn } from '../../packages/core/src/glossary/column';
import type { TermLanguage } from '../../packages/core/src/glossary/renderings';
import type { Glossary } from '../../packages/core/src/glossary/term';

const GLOSSARY_DIR = fileURLToPath(new URL('../../packages/core/src/glossary/', import.meta.url));
const LAZY_GLOSSARY = fileURLToPath(new URL('./src/shared/i18n/lazy-glossary.ts', import.meta.url));
/** The glossaries pages import (`@tarot/core/glossary/almanac-glossary`, …). */
const GLOSSARY_IMPORT = /^@tarot\/core\/glossary\/([a-z]+-glossary)$/;
const LAZY_PREFIX = 'virtual:lazy-glossary/';
const COLUMN_PREFIX = 'virtual:glossary-column/';

type Exports = Record<string, unknown>;

const isGlossary = (value: unknown): value is Glossary =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every module of the glossary, evaluated once per build; tests and the OpenCC check excluded. */
let modules: Promise<Map<string, Exports>> | null = null;
function glossaryModules(): Promise<Map<string, Exports>> {
  modules ??= readdir(GLOSSARY_DIR).then(async (files) => {
    const sources = files.filter(
      (file) => /^[a-z-]+\.ts$/.test(file) && !/^(simplified-only|test-support)\.ts$/.test(file),
    );
    const loaded = await Promise.all(
      sources.map(async (file) => {
        const { module } = await runnerImport<Exports>(path.join(GLOSSARY_DIR, file), {
          configFile: false,
          logLevel: 'silent',
        });
        return [file, module] as const;
      }),
    );
    return new Map(loaded);
  });
  return modules;
}

/** Where a composed domain (a function) is exported from, found by its name and code. */
async function sourceOf(fn: (...args: never[]) => unknown): Promise<{ file: string; name: string }> {
  for (const [file, exports] of await glossaryModules())
    for (const [name, value] of Object.entries(exports))
      if (typeof value === 'function' && value.name === fn.name && String(value) === String(fn)) return { file, name };
  throw new Error(`glossary-plugin: no module exports the composed domain ${fn.name}`);
}

async function glossariesOf(file: string): Promise<[string, Glossary][]> {
  const exports = (await glossaryModules()).get(`${file}.ts`);
  if (!exports) throw new Error(`glossary-plugin: no glossary ${file}`);
  return Object.entries(exports).filter((entry): entry is [string, Glossary] => isGlossary(entry[1]));
}

/** The module pages get in place of `file`: each glossary it exports, its tables fetched per language. */
async function lazyModule(file: string, languages: readonly TermLanguage[]): Promise<string> {
  const imports: string[] = [`import { lazyGlossary } from ${JSON.stringify(LAZY_GLOSSARY)};`];
  const exports: string[] = [];
  for (const [name, glossary] of await glossariesOf(file)) {
    const composed: string[] = [];
    const tables: string[] = [];
    for (const [domain, source] of Object.entries(glossary)) {
      if (typeof source !== 'function') {
        tables.push(domain);
        continue;
      }
      const origin = await sourceOf(source);
      const local = `composed${imports.length}`;
      imports.push(
        `import { ${origin.name} as ${local} } from ${JSON.stringify(path.join(GLOSSARY_DIR, origin.file))};`,
      );
      composed.push(`${JSON.stringify(domain)}: ${local}`);
    }
    const columns = languages.map(
      (lang) => `${JSON.stringify(lang)}: () => import(${JSON.stringify(`${COLUMN_PREFIX}${file}/${name}/${lang}`)})`,
    );
    exports.push(
      `export const ${name} = lazyGlossary({ ${composed.join(', ')} }, ${JSON.stringify(tables)}, { ${columns.join(', ')} });`,
    );
  }
  return [...imports, ...exports].join('\n');
}

async function columnModule(file: string, name: string, lang: TermLanguage): Promise<string> {
  const glossary = (await glossariesOf(file)).find(([exported]) => exported === name)?.[1];
  const { glossaryColumn } = (await glossaryModules()).get('column.ts') as {
    glossaryColumn: (glossary: Glossary, lang: TermLanguage) => GlossaryColumn;
  };
  if (!glossary) throw new Error(`glossary-plugin: ${file} exports no ${name}`);
  return `export default ${JSON.stringify(glossaryColumn(glossary, lang))};`;
}

/**
 * The calendar glossaries hold every term in all 11 languages (the almanac's: 51 KB gzipped);
 * a page shows one. In the web build, a page's `import { ALMANAC_GLOSSARY } from
 * '@tarot/core/glossary/almanac-glossary'` gets a glossary with the same domains whose tables
 * are fetched for the interface language only (src/shared/i18n/lazy-glossary.ts, useTerm
 * waits for them), cut from the same tables at build time: nothing is written twice.
 */
export function glossaryPerLanguage(): Plugin {
  return {
    name: 'glossary-per-language',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source.startsWith(COLUMN_PREFIX)) return `\0${source}`;
      const match = GLOSSARY_IMPORT.exec(source);
      // Only the app's own imports: core's modules keep the full glossary they were written with.
      const fromApp = importer?.replaceAll('\\', '/').includes('/apps/web/src/');
      return match && fromApp ? `\0${LAZY_PREFIX}${match[1]}` : null;
    },
    async load(id) {
      if (id.startsWith(`\0${LAZY_PREFIX}`)) {
        const { TERM_LANGUAGES } = (await glossaryModules()).get('renderings.ts') as {
          TERM_LANGUAGES: readonly TermLanguage[];
        };
        return lazyModule(id.slice(LAZY_PREFIX.length + 1), TERM_LANGUAGES);
      }
      if (id.startsWith(`\0${COLUMN_PREFIX}`)) {
        const [file, name, lang] = id.slice(COLUMN_PREFIX.length + 1).split('/') as [string, string, TermLanguage];
        return columnModule(file, name, lang);
      }
      return null;
    },
  };
}
