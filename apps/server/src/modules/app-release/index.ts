import { defineModule } from '../../container/define-module';
import { APP_DOWNLOAD_DEFAULTS } from '../../config';
import { APP_INFO } from '@tarot/contract/limits';
import type { Database } from '../../db/client';
import { createAppReleaseRepo } from './repo';
import { appReleaseRoutes } from './routes';
import { createAppReleaseService } from './service';

/** The update check: the latest published release and where to download it. */
export const appReleaseModule = defineModule({
  name: 'app-release',
  dependsOn: [],
  async register(app, { platform: { database, config } }) {
    const downloadLinks = config.appDownload ?? APP_DOWNLOAD_DEFAULTS;
    await app.register(appReleaseRoutes, {
      service: createAppReleaseService(createAppReleaseRepo(database.db), downloadLinks),
    });
  },
});

/** A new installation starts with the running release published; an operator's later choice stays. */
export async function seedAppRelease(db: Database): Promise<void> {
  await createAppReleaseRepo(db).publishIfNone({ version: APP_INFO.version, versionCode: APP_INFO.versionCode });
}
