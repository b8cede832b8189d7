import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const ROOT = dirname(fileURLToPath(import.meta.url));

/** The web feature a repository path lies in, read from the path itself so a new folder needs no list. */
const webFeature = (path) => /^apps\/web\/src\/features\/([^/]+)\//.exec(path)?.[1];

/**
 * One-way dependencies (DESIGN.md, STYLE.md). Each boundary names the files it governs and
 * says why an import that lands in a forbidden place is refused, or returns nothing.
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
    /^apps\/server\/src\/db\/(client|schema)(\.[jt]s)?$/.test(to)
      ? 'Routes and services reach the database through a repository (repo.ts), never the client or schema.'
      : undefined,
];

/**
 * Judges an import by where it lands, not by how it is spelled: `../news/news-api` and
 * `../../features/news/news-api` are the same import. Type-only imports count too. Package
 * imports (`@tarot/core`, `react`) are left to no-restricted-imports below.
 */
const importBoundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = relative(ROOT, context.filename);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = relative(ROOT, resolve(dirname(context.filename), source));
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
          paths: ['node:fs', 'node:http', 'fs', 'http', 'pg', 'fastify', 'react'].map((name) => ({
            name,
            message: 'core is pure: no I/O, no framework.',
          })),
          patterns: [
            { group: ['**/apps/**', '@tarot/server*', '@tarot/web*'], message: 'packages/* never depend on apps/*.' },
          ],
        },
      ],
    },
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
