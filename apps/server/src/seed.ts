import type { Database } from './db/client';
import { seedAppRelease } from './modules/app-release';
import { seedArticles } from './modules/articles';

/** Content every installation starts with, each module seeding its own; never test users. Idempotent. */
export async function seed(db: Database): Promise<void> {
  await seedAppRelease(db);
  await seedArticles(db);
}
