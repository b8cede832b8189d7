import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { LatestRelease } from '@tarot/contract/app-release';
import { APP_INFO } from '@tarot/contract/limits';
import type { Database } from '../../db/client';
import { appSetting } from '../../db/schema';

/** The operator's setting, as stored; anything unreadable falls back to the running release. */
const storedRelease = z.object({ version: z.string(), versionCode: z.number().int() });

/**
 * The latest release comes from the database (the operator publishes it); the download
 * links from the server's configuration, the one place the download page reads them too.
 */
export function createAppReleaseService(db: Database, downloadLinks: LatestRelease['downloadLinks']) {
  return {
    async latest(): Promise<LatestRelease> {
      const [row] = await db.select().from(appSetting).where(eq(appSetting.key, 'latestRelease')).limit(1);
      const release = storedRelease.safeParse(row?.value);
      return {
        ...(release.success ? release.data : { version: APP_INFO.version, versionCode: APP_INFO.versionCode }),
        downloadLinks,
      };
    },
  };
}

export type AppReleaseService = ReturnType<typeof createAppReleaseService>;
