import { z } from 'zod';
import { endpoint } from './endpoint';

/** The newest published release and where to get it (check for updates, spec §1). */
export const latestRelease = z
  .object({
    version: z.string(),
    versionCode: z.number().int(),
    downloadLinks: z
      .object({ ios: z.string().nullable(), android: z.string().nullable() })
      .describe('Store or package links; null where none is configured'),
  })
  .meta({ id: 'LatestRelease' });

export type LatestRelease = z.infer<typeof latestRelease>;

/** Whether a release is newer than the running app; compared by version code, as the spec numbers them. */
export const isNewerRelease = (release: Pick<LatestRelease, 'versionCode'>, currentVersionCode: number): boolean =>
  release.versionCode > currentVersionCode;

export const getLatestRelease = endpoint({
  method: 'GET',
  path: '/api/app/version',
  tags: ['system'],
  summary: 'The latest published release and its download links',
  response: latestRelease,
  errors: [],
});
