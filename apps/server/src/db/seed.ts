import { APP_INFO } from '@tarot/contract/limits';
import type { Database } from './client';
import { appSetting } from './schema';

/** Content every installation starts with; never test users. Idempotent. */
export async function seed(db: Database): Promise<void> {
  await db
    .insert(appSetting)
    .values([{ key: 'latestRelease', value: { version: APP_INFO.version, versionCode: APP_INFO.versionCode } }])
    .onConflictDoNothing();
}
