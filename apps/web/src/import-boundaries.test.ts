import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The repository's import boundaries (eslint.config.js) must fire: each case plants an import
 * in a file that does not exist and lints it in memory, so nothing is written to disk. This
 * lives with the web tests because the root vitest config runs them; it covers the server too.
 */
const ROOT = path.resolve(__dirname, '../../..');
/** The cycle rule walks every file an import reaches; the boundary cases do without it. */
const lintWith = (cycles: 'error' | 'off') =>
  new ESLint({
    cwd: ROOT,
    overrideConfigFile: path.join(ROOT, 'eslint.config.js'),
    overrideConfig: { rules: { 'import-x/no-cycle': cycles } },
  });
const linters = { 'architecture/import-boundaries': lintWith('off'), 'import-x/no-cycle': lintWith('error') };

async function ruleErrors(rule: keyof typeof linters, filePath: string, code: string): Promise<string[]> {
  const [result] = await linters[rule].lintText(code, { filePath: path.join(ROOT, filePath) });
  return result!.messages.filter((message) => message.ruleId === rule).map((message) => message.message);
}

const boundaryErrors = (filePath: string, code: string) => ruleErrors('architecture/import-boundaries', filePath, code);

// The first lint loads the TypeScript parser and resolver: done once here, so no case pays for it.
beforeAll(async () => {
  for (const linter of Object.values(linters)) {
    await linter.lintText('export {};\n', { filePath: path.join(ROOT, 'packages/contract/src/warm-up.ts') });
  }
}, 120_000);

describe('web features never import each other', () => {
  it.each([
    ['a sibling feature, relatively', 'apps/web/src/features/home/x.ts', "import { a } from '../news/news-api';"],
    ['from a sub-folder', 'apps/web/src/features/tarot/deck/x.ts', "import { a } from '../../news/news-api';"],
    ['through features/', 'apps/web/src/features/home/x.ts', "import { a } from '../../features/admin/admin-api';"],
    ['type-only', 'apps/web/src/features/search/x.ts', "import type { A } from '../ucenter/menu';"],
    ['re-exported', 'apps/web/src/features/about/x.ts', "export { a } from '../feedback/feedback-api';"],
    ['lazily', 'apps/web/src/features/home/x.ts', "export const a = () => import('../settings/settings-page');"],
    ['a feature added later', 'apps/web/src/features/new-feature/x.ts', "import { a } from '../home/home-page';"],
  ])('refuses %s', async (_, file, code) => {
    expect(await boundaryErrors(file, `${code}\nexport {};\n`)).toEqual([
      expect.stringMatching(/do not import each other/),
    ]);
  });

  it('lets a feature import its own files, shared code and packages', async () => {
    const code = [
      "import { a } from '../deck/search';",
      "import { b } from '../../../shared/api/http';",
      "import { c } from '@tarot/core/tarot/deck';",
      'export const d = [a, b, c];',
    ].join('\n');
    expect(await boundaryErrors('apps/web/src/features/tarot/reading/x.ts', code)).toEqual([]);
  });

  it('keeps features out of the app layer', async () => {
    const code = "import { ROUTES } from '../../app/routes';\nexport const a = ROUTES;\n";
    expect(await boundaryErrors('apps/web/src/features/home/x.ts', code)).toEqual([expect.stringMatching(/app layer/)]);
  });
});

describe('shared/ never imports features/', () => {
  it('refuses an import from a feature', async () => {
    const code = "import { a } from '../../features/news/news-api';\nexport const b = a;\n";
    expect(await boundaryErrors('apps/web/src/shared/ui/x.ts', code)).toEqual([expect.stringMatching(/shared\//)]);
  });
});

describe('server routes and services never touch the database client or tables', () => {
  it.each([
    ['apps/server/src/modules/feedback/routes.ts', "import { feedback } from '../../db/schema';"],
    ['apps/server/src/modules/admin/users-routes.ts', "import { appUser } from '../../db/schema';"],
    ['apps/server/src/modules/points/service.ts', "import type { Database } from '../../db/client';"],
    ['apps/server/src/modules/auth/password-service.ts', "import type { Transaction } from '../../db/client.js';"],
  ])('refuses %s', async (file, code) => {
    expect(await boundaryErrors(file, `${code}\nexport {};\n`)).toEqual([expect.stringMatching(/repository/)]);
  });

  it('lets repositories and module wiring use them', async () => {
    const code = "import type { Database } from '../../db/client';\nexport type A = Database;\n";
    expect(await boundaryErrors('apps/server/src/modules/points/repo.ts', code)).toEqual([]);
    expect(await boundaryErrors('apps/server/src/modules/points/module.ts', code)).toEqual([]);
  });
});

describe('only repositories write SQL', () => {
  it.each([
    ['a service building a query', 'apps/server/src/modules/points/service.ts', "import { eq } from 'drizzle-orm';"],
    [
      'a helper under another name',
      'apps/server/src/modules/points/ledger.ts',
      "import { sql } from 'drizzle-orm/sql';",
    ],
    ['a job knowing a table', 'apps/server/src/modules/usage/jobs.ts', "import { usageEvent } from '../../db/schema';"],
    [
      'a type of a table',
      'apps/server/src/modules/articles/content/index.ts',
      "import type { A } from '../../../db/schema';",
    ],
  ])('refuses %s', async (_, file, code) => {
    expect(await boundaryErrors(file, `${code}\nexport {};\n`)).toEqual([expect.stringMatching(/repository/)]);
  });

  it('lets repositories, the database layer and the tools use drizzle and the tables', async () => {
    const code =
      "import { eq } from 'drizzle-orm';\nimport { appUser } from '../../db/schema';\nexport const a = [eq, appUser];\n";
    for (const file of [
      'apps/server/src/modules/points/ledger-repo.ts',
      'apps/server/src/modules/points/repo.ts',
      'apps/server/src/db/migrate.ts',
      'apps/server/src/tools/db-move/copy.ts',
    ]) {
      expect(await boundaryErrors(file, code), file).toEqual([]);
    }
  });
});

describe('core is isomorphic and depends on nothing of ours', () => {
  it.each([
    ["import { createRequire } from 'node:module';"],
    ["import { randomUUID } from 'node:crypto';"],
    ["import { readFile } from 'node:fs/promises';"],
    ["import { readFile } from 'fs/promises';"],
  ])('refuses %s', async (code) => {
    expect(await boundaryErrors('packages/core/src/calendar/x.ts', `${code}\nexport {};\n`)).toEqual([
      expect.stringMatching(/isomorphic/),
    ]);
  });

  it.each([
    ["import { errorBody } from '@tarot/contract/errors';"],
    ["import { readTexts } from '@tarot/content/server/read-texts';"],
    ["import { a } from '../../../contract/src/errors';"],
  ])('refuses %s', async (code) => {
    expect(await boundaryErrors('packages/core/src/tarot/x.ts', `${code}\nexport {};\n`)).toEqual([
      expect.stringMatching(/nothing of ours/),
    ]);
  });

  it('lets its tests use Node and its sources use their own files and libraries', async () => {
    expect(
      await boundaryErrors(
        'packages/core/src/calendar/x.test.ts',
        "import { readFileSync } from 'node:fs';\nexport {};\n",
      ),
    ).toEqual([]);
    const code =
      "import { SolarDay } from 'tyme4ts';\nimport { seeded } from './test-random';\nexport const a = [SolarDay, seeded];\n";
    expect(await boundaryErrors('packages/core/src/calendar/x.ts', code)).toEqual([]);
  });
});

describe('server modules use each other only through their public files', () => {
  it.each([
    [
      'a service',
      'apps/server/src/modules/points/x.ts',
      "import { createUserService } from '../accounts/member/service';",
    ],
    [
      'a type of a repository',
      'apps/server/src/modules/push/x.ts',
      "import type { UserRepo } from '../accounts/users/repo';",
    ],
    [
      'from a sub-folder',
      'apps/server/src/modules/accounts/auth/x.ts',
      "import { fileUrl } from '../../files/file-url';",
    ],
    [
      're-exported',
      'apps/server/src/modules/broadcasts/x.ts',
      "export { sendEach } from '../notifications/send-each';",
    ],
    ['through modules/', 'apps/server/src/modules/charts/x.ts', "import { a } from '../../modules/files/signing';"],
  ])('refuses %s', async (_, file, code) => {
    expect(await boundaryErrors(file, `${code}\nexport {};\n`)).toEqual([expect.stringMatching(/public file/)]);
  });

  it("lets a module import another's public file and its own files", async () => {
    const code = [
      "import { guardedRoutes } from '../accounts';",
      "import type { Files } from '../files/index';",
      "import { createPointsService } from './service';",
      "import { createCodeRepo } from '../accounts/auth/code-repo';",
      'export const a = [guardedRoutes, createPointsService, createCodeRepo];',
      'export type B = Files;',
    ].join('\n');
    expect(await boundaryErrors('apps/server/src/modules/accounts/member/x.ts', code)).toEqual([]);
  });
});

describe('the server imports nothing of the web app', () => {
  it.each([
    ["import { ROUTES } from '../../../../web/src/app/routes';"],
    ["import { ROUTES } from '@tarot/web/src/app/routes';"],
  ])('refuses %s', async (code) => {
    expect(await boundaryErrors('apps/server/src/modules/usage/x.ts', `${code}\nexport {};\n`)).toEqual([
      expect.stringMatching(/never imports the web/),
    ]);
  });
});

describe('no import cycles', () => {
  it('refuses an import back into a file that imports this one', async () => {
    // errors.ts imports chart-tags.ts for its limits; chart-tags.ts importing errors.ts closes a loop.
    const code = "import { isServerErrorCode } from './errors';\nexport const a = isServerErrorCode;\n";
    expect(await ruleErrors('import-x/no-cycle', 'packages/contract/src/chart-tags.ts', code)).toEqual([
      expect.stringMatching(/cycle/i),
    ]);
  });

  it('passes a one-way import', async () => {
    const code = "import { text } from './text';\nexport const a = text;\n";
    expect(await ruleErrors('import-x/no-cycle', 'packages/contract/src/chart-tags.ts', code)).toEqual([]);
  });
});
