import { getLatestRelease, isNewerRelease, type LatestRelease } from '@tarot/contract/app-release';
import { APP_INFO } from '@tarot/contract/limits';
import { call } from '../api/call';

export interface UpdateCheck {
  readonly current: { readonly version: string; readonly versionCode: number };
  readonly latest: LatestRelease;
  readonly newer: boolean;
  /** Where this device gets the new release (iOS or Android link), null when none is configured. */
  readonly downloadUrl: string | null;
}

/** The link for this device: iPhones and iPads get the iOS one, everyone else Android's. */
export function downloadLinkFor(links: LatestRelease['downloadLinks'], userAgent: string): string | null {
  return /iPhone|iPad|iPod/i.test(userAgent) ? links.ios : links.android;
}

/** Asks the server for the latest release and compares it with the running app (APP_INFO). */
export async function checkForUpdate(userAgent = navigator.userAgent): Promise<UpdateCheck> {
  const latest = await call(getLatestRelease);
  return {
    current: { version: APP_INFO.version, versionCode: APP_INFO.versionCode },
    latest,
    newer: isNewerRelease(latest, APP_INFO.versionCode),
    downloadUrl: downloadLinkFor(latest.downloadLinks, userAgent),
  };
}
