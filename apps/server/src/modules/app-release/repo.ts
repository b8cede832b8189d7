import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appSetting } from '../../db/schema';

/** The setting an operator edits to publish a release. */
const LATEST_RELEASE_KEY = 'latestRelease';

export interface StoredRelease {
  readonly version: string;
  readonly versionCode: number;
}

export function createAppReleaseRepo(db: Database) {
  return {
    /** The stored value as it is: an operator may have written anything there. */
    async latest(): Promise<unknown> {
      const [row] = await db.select().from(appSetting).where(eq(appSetting.key, LATEST_RELEASE_KEY)).limit(1);
      return row?.value;
    },

    /** Stores `release` as the latest unless an operator has published one already. */
    async publishIfNone(release: StoredRelease): Promise<void> {
      await db
        .insert(appSetting)
        .values([{ key: LATEST_RELEASE_KEY, value: { ...release } }])
        .onConflictDoNothing();
    },
  };
}

export type AppReleaseRepo = ReturnType<typeof createAppReleaseRepo>;
