import { defineModule } from '../../container/define-module';
import { openFileStorage } from '../../providers/storage/open-file-storage';
import { createImageQueue } from './image-queue';
import { createUploadQuotaRepo } from './quota-repo';
import { createFileRepo, filesNotOwnedBy } from './repo';
import { fileRoutes } from './routes';
import { createFileService, type FileService } from './service';
import { settleInterruptedUploads } from './settle-uploads';
import { createUrlSigner } from './signing';

export { fileUrl } from './file-url';
export type { FileService } from './service';
export { createUrlSigner, type UrlSigner } from './signing';
export { readBounded } from './upload';

/**
 * Re-encoding one 40-megapixel image takes from under 20 MB (a plain PNG, streamed) to
 * about 550 MB (a GIF) at its peak, as measured; two at a time bound what a burst can
 * take, whatever arrives. Eight more may wait (holding at most 80 MB of uploaded bytes)
 * before the next is told to come back.
 */
const IMAGE_QUEUE_LIMITS = { slots: 2, waiting: 8 };

/** Most row keys a start-up log line lists; the count says how many there are in all. */
const LOGGED_KEYS = 20;

/**
 * How old a pending key in a shared store must be to count as a crash's leftover. An upload
 * or deletion holds its key pending for a few requests to the store and the database;
 * minutes more than that, so another instance's work in flight is never settled under it.
 */
const SHARED_STORE_IN_FLIGHT_MS = 10 * 60_000;

/** What the files module answers: its service, and the check other modules run on files they are given. */
export interface Files {
  readonly service: FileService;
  /** Which of `fileIds` are not `ownerId`'s uploads. */
  notOwnedBy(ownerId: string, fileIds: readonly string[]): Promise<string[]>;
}

declare module '../../container/define-module' {
  interface ModuleExports {
    files: Files;
  }
}

/**
 * File storage wired up: files under `<dataDir>/files`, or in the S3 bucket when `s3` is
 * set; addresses signed with the server secret. Before the routes exist, uploads a crash
 * interrupted are settled. No upload can be in flight yet in this process: on the local
 * disk, this instance's alone, every pending file written before now is a leftover; in a
 * shared bucket only those older than any upload still in flight elsewhere. Answers the service,
 * through which sign-in copies a provider's picture as an avatar and promotions keep their media.
 */
export const filesModule = defineModule({
  name: 'files',
  dependsOn: ['accounts'],
  async register(app, { platform, accounts }) {
    const { config, database, secrets } = platform;
    const files = createFileRepo(database.db);
    const { storage, shared, close } = openFileStorage({
      dataDir: config.dataDir,
      s3: config.s3,
      onError: (error) => app.log.error({ err: error }, 'files: the S3 store failed'),
    });
    app.addHook('onClose', async () => close());
    const writtenBefore = new Date(Date.now() - (shared ? SHARED_STORE_IN_FLIGHT_MS : 0));
    const settled = await settleInterruptedUploads(files, storage, writtenBefore);
    if (settled.finished.length > 0 || settled.removed.length > 0) {
      app.log.info(
        { finished: settled.finished, removed: settled.removed },
        'files: settled uploads and deletions a crash interrupted',
      );
    }
    if (settled.missing.length > 0) {
      app.log.warn(
        { count: settled.missing.length, storageKeys: settled.missing.slice(0, LOGGED_KEYS) },
        'files: rows whose bytes are missing (kept: restore the files, or delete the rows deliberately)',
      );
    }
    const service = createFileService({
      files,
      users: accounts.users,
      storage,
      signer: createUrlSigner(secrets.tokenSecret),
      quota: createUploadQuotaRepo(database.db),
      imageQueue: createImageQueue(IMAGE_QUEUE_LIMITS),
    });
    await app.register(fileRoutes, { service, guard: accounts.guard });
    return {
      service,
      notOwnedBy: (ownerId: string, fileIds: readonly string[]) => filesNotOwnedBy(database.db, ownerId, fileIds),
    };
  },
});
