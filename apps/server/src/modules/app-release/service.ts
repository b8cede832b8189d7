import { z } from 'zod';
import type { LatestRelease } from '@tarot/contract/app-release';
import { APP_INFO } from '@tarot/contract/limits';
import type { AppReleaseRepo } from './repo';

/** The operator's setting, as stored; anything unreadable falls back to the running release. */
const storedRelease = z.object({ version: z.string(), versionCode: z.number().int() });

/**
 * The latest release comes from the database (the operator publishes it); the download
 * links from the server's configuration, the one place the download page reads them too.
 */
export function createAppReleaseService(releases: AppReleaseRepo, downloadLinks: LatestRelease['downloadLinks']) {
  return {
    async latest(): Promise<LatestRelease> {
      const release = storedRelease.safeParse(await releases.latest());
      return {
        ...(release.success ? release.data : { version: APP_INFO.version, versionCode: APP_INFO.versionCode }),
        downloadLinks,
      };
    },
  };
}

export type AppReleaseService = ReturnType<typeof createAppReleaseService>;
