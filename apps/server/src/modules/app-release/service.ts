import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { LatestRelease } from '@tarot/contract/app-release';
import { APP_INFO } from '@tarot/contract/limits';
import type { Database } from '../../db/client';
import { appSetting } from '../../db/schema';

/** The operator's settings, as stored; anything unreadable falls back to the running release. */
const storedRelease = z.object({ version: z.string(), versionCode: z.number().int() });
const storedLinks = z.object({ ios: z.string().optional(), android: z.string().optional() });

export function createAppReleaseService(db: Database) {
  return {
    async latest(): Promise<LatestRelease> {
      const rows = await db
        .select()
        .from(appSetting)
        .where(inArray(appSetting.key, ['latestRelease', 'downloadLinks']));
      const value = (key: string) => rows.find((row) => row.key === key)?.value;
      const release = storedRelease.safeParse(value('latestRelease'));
      const links = storedLinks.safeParse(value('downloadLinks'));
      return {
        ...(release.success ? release.data : { version: APP_INFO.version, versionCode: APP_INFO.versionCode }),
        downloadLinks: {
          ios: (links.success && links.data.ios) || null,
          android: (links.success && links.data.android) || null,
        },
      };
    },
  };
}

export type AppReleaseService = ReturnType<typeof createAppReleaseService>;
