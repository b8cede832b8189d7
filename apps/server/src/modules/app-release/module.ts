import type { FastifyInstance } from 'fastify';
import type { LatestRelease } from '@tarot/contract/app-release';
import { APP_INFO } from '@tarot/contract/limits';
import type { Database } from '../../db/client';
import { createAppReleaseRepo } from './repo';
import { appReleaseRoutes } from './routes';
import { createAppReleaseService } from './service';

/** The update check: the latest published release and where to download it. */
export async function registerAppRelease(
  app: FastifyInstance,
  { db, downloadLinks }: { db: Database; downloadLinks: LatestRelease['downloadLinks'] },
): Promise<void> {
  await app.register(appReleaseRoutes, { service: createAppReleaseService(createAppReleaseRepo(db), downloadLinks) });
}

/** A new installation starts with the running release published; an operator's later choice stays. */
export async function seedAppRelease(db: Database): Promise<void> {
  await createAppReleaseRepo(db).publishIfNone({ version: APP_INFO.version, versionCode: APP_INFO.versionCode });
}
