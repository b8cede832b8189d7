import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createLocalDiskStorage } from '../../providers/storage/local-disk-storage';
import type { UserRepo } from '../users/repo';
import { createImageQueue } from './image-queue';
import { createUploadQuotaRepo } from './quota-repo';
import { createFileRepo } from './repo';
import { fileRoutes } from './routes';
import { createFileService } from './service';
import { settleInterruptedUploads } from './settle-uploads';
import { createUrlSigner } from './signing';

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
 * File storage wired up: files under `<dataDir>/files`, addresses signed with the server
 * secret. Before the routes exist, uploads a crash interrupted are settled: no upload can
 * be in flight yet in this process, and the local disk is this instance's alone, so every
 * pending file written before now is a leftover.
 */
export async function registerFiles(
  app: FastifyInstance,
  { db, users, dataDir, serverSecret }: { db: Database; users: UserRepo; dataDir: string; serverSecret: string },
): Promise<void> {
  const files = createFileRepo(db);
  const storage = createLocalDiskStorage(path.join(dataDir, 'files'));
  const settled = await settleInterruptedUploads(files, storage, new Date());
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
    users,
    storage,
    signer: createUrlSigner(serverSecret),
    quota: createUploadQuotaRepo(db),
    imageQueue: createImageQueue(IMAGE_QUEUE_LIMITS),
  });
  await app.register(fileRoutes, { service });
}
