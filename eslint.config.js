import { isBuiltin } from 'node:module';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const ROOT = dirname(fileURLToPath(import.meta.url));

/** The web feature a repository path lies in, read from the path itself so a new folder needs no list. */
const webFeature = (path) => /^apps\/web\/src\/features\/([^/]+)\//.exec(path)?.[1];

const isTest = (path) => /\.test\.tsx?$/.test(path);

/** The server module a repository path lies in (`apps/server/src/modules/<name>/…`, or the folder itself). */
const serverModule = (path) => /^apps\/server\/src\/modules\/([^/]+)(\/|$)/.exec(path)?.[1];
/** A module's public file, `index.ts`, imported by its folder or by name. */
const isPublicFile = (path) => /^apps\/server\/src\/modules\/[^/]+(\/index(\.[jt]s)?)?$/.test(path);
/**
 * Where SQL may be written in the server: repositories, the database layer itself and the
 * operators' tools. Everything else asks a repository.
 */
const mayQueryTheDatabase = (path) =>
  /repo\.ts$/.test(path) || path.startsWith('apps/server/src/db/') || path.startsWith('apps/server/src/tools/');

/**
 * One-way dependencies (DESIGN.md, STYLE.md). Each boundary names the files it governs and
 * says why an import that lands in a forbidden place is refused, or returns nothing. `to` is
 * the repository path a relative import lands on, or a package import as written.
 */
const BOUNDARIES = [
  (from, to) =>
    webFeature(from) && webFeature(to) && webFeature(from) !== webFeature(to)
      ? 'Features do not import each other; a route composes them, shared code moves to src/shared.'
      : undefined,
  (from, to) =>
    webFeature(from) && to.startsWith('apps/web/src/app/') ? 'Features do not import the app layer.' : undefined,
  (from, to) =>
    from.startsWith('apps/web/src/shared/') && to.startsWith('apps/web/src/features/')
      ? 'shared/ never imports features/: features build on shared, not the other way round.'
      : undefined,
  (from, to) =>
    /^apps\/server\/src\/modules\/.+\/([\w-]+-)?(routes|service)\.ts$/.test(from) &&
    /^apps\/server\/src\/db\/client(\.[jt]s)?$/.test(to)
      ? 'Routes and services reach the database through a repository (repo.ts), never the client.'
      : undefined,
  (from, to) =>
    from.startsWith('apps/server/src/') &&
    !mayQueryTheDatabase(from) &&
    (/^drizzle-orm(\/|$)/.test(to) || /^apps\/server\/src\/db\/schema(\.[jt]s)?$/.test(to))
      ? 'Only a repository (*repo.ts), src/db/ and src/tools/ write SQL or know the tables.'
      : undefined,
  (from, to) =>
    serverModule(from) && serverModule(to) && serverModule(from) !== serverModule(to) && !isPublicFile(to)
      ? 'A server module uses another only through its public file, modules/<name>/index.ts.'
      : undefined,
  (from, to) =>
    from.startsWith('apps/server/') && (to.startsWith('apps/web/') || /^@tarot\/web(\/|$)/.test(to))
      ? 'The server never imports the web app: what both need lives in packages/.'
      : undefined,
  (from, to) =>
    from.startsWith('packages/core/src/') && !isTest(from) && (to.startsWith('node:') || isBuiltin(to))
      ? 'core is isomorphic: it runs in the browser as on the server, so no Node module.'
      : undefined,
  (from, to) =>
    from.startsWith('packages/core/') && (/^@tarot\//.test(to) || /^(apps|packages\/(?!core\/))/.test(to))
      ? 'core depends on nothing of ours: the contract, content and apps build on it.'
      : undefined,
];

/**
 * Judges an import by where it lands, not by how it is spelled: `../news/news-api` and
 * `../../features/news/news-api` are the same import. Type-only imports count too.
 */
const importBoundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = relative(ROOT, context.filename);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const to = source.startsWith('.') ? relative(ROOT, resolve(dirname(context.filename), source)) : source;
      for (const boundary of BOUNDARIES) {
        const message = boundary(from, to);
        if (message) context.report({ node, message });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/screenshots/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { architecture: { rules: { 'import-boundaries': importBoundaries } } },
    rules: {
      'architecture/import-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.object.name=/^(it|describe|test)$/][callee.property.name=/^(only|skip)$/]',
          message: 'Every test must run.',
        },
      ],
    },
  },
  {
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@tarot/server', '@tarot/server/*', '@tarot/web', '@tarot/web/*'],
              message: 'packages/* never depend on apps/*.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // Node's own modules are refused by architecture/import-boundaries.
          paths: ['pg', 'fastify', 'react'].map((name) => ({ name, message: 'core is pure: no I/O, no framework.' })),
          patterns: [
            { group: ['**/apps/**', '@tarot/server*', '@tarot/web*'], message: 'packages/* never depend on apps/*.' },
          ],
        },
      ],
    },
  },
  {
    // A cycle makes load order decide what is undefined at start-up, and no layer can be read alone.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/*/tsconfig.json', 'apps/*/tsconfig.json', 'tsconfig.tools.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
);
