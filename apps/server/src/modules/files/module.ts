import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createLocalDiskStorage } from '../../providers/storage/local-disk-storage';
import { createFileRepo } from './repo';
import { fileRoutes } from './routes';
import { createFileService } from './service';
import { createUrlSigner } from './signing';

/** File storage wired up: files under `<dataDir>/files`, addresses signed with the server secret. */
export async function registerFiles(
  app: FastifyInstance,
  { db, dataDir, serverSecret }: { db: Database; dataDir: string; serverSecret: string },
): Promise<void> {
  const service = createFileService({
    files: createFileRepo(db),
    storage: createLocalDiskStorage(path.join(dataDir, 'files')),
    signer: createUrlSigner(serverSecret),
  });
  await app.register(fileRoutes, { service });
}
