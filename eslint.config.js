import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Web features may not import one another: a route composes them (STYLE.md). */
const FEATURES = ['home', 'settings', 'not-found', 'tarot', 'bazi', 'almanac', 'account', 'member'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/screenshots/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name=/^(it|describe|test)$/][callee.property.name=/^(only|skip)$/]", message: 'Every test must run.' },
      ],
    },
  },
  {
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/**', '@tarot/server', '@tarot/server/*', '@tarot/web', '@tarot/web/*'], message: 'packages/* never depend on apps/*.' }] },
      ],
    },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['node:fs', 'node:http', 'fs', 'http', 'pg', 'fastify', 'react'].map((name) => ({ name, message: 'core is pure: no I/O, no framework.' })),
          patterns: [{ group: ['**/apps/**', '@tarot/server*', '@tarot/web*'], message: 'packages/* never depend on apps/*.' }],
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
  ...FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: FEATURES.filter((other) => other !== feature).map((other) => `**/features/${other}/**`),
              message: 'Features do not import each other; move shared code to src/shared.',
            },
            { group: ['**/app/**'], message: 'Features do not import the app layer.' },
          ],
        },
      ],
    },
  })),
);
