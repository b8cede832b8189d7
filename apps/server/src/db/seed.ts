import { APP_INFO } from '@tarot/contract/limits';
import { SEED_ARTICLES } from '../modules/articles/content/index';
import { seedArticles } from '../modules/articles/seed';
import type { Database } from './client';
import { appSetting } from './schema';

/** Content every installation starts with; never test users. Idempotent. */
export async function seed(db: Database): Promise<void> {
  await db
    .insert(appSetting)
    .values([{ key: 'latestRelease', value: { version: APP_INFO.version, versionCode: APP_INFO.versionCode } }])
    .onConflictDoNothing();
  await seedArticles(db, SEED_ARTICLES);
}
