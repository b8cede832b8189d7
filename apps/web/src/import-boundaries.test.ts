import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The repository's import boundaries (eslint.config.js) must fire: each case plants an import
 * in a file that does not exist and lints it in memory, so nothing is written to disk. This
 * lives with the web tests because the root vitest config runs them; it covers the server too.
 */
const ROOT = path.resolve(__dirname, '../../..');
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.js') });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return result!.messages
    .filter((message) => message.ruleId === 'architecture/import-boundaries')
    .map((message) => message.message);
}

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

describe('server routes and services never touch the database client or schema', () => {
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
