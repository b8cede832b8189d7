import { mkdtemp, readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { uploadResponse, type UploadedFile } from '@tarot/contract/files';
import { createImageQueue } from '../src/modules/files/image-queue';
import { createUploadQuotaRepo } from '../src/modules/files/quota-repo';
import { createFileRepo } from '../src/modules/files/repo';
import { createFileService, type FileServiceDependencies } from '../src/modules/files/service';
import { createUrlSigner } from '../src/modules/files/signing';
import { createUserRepo } from '../src/modules/accounts/users/repo';
import { createLocalDiskStorage } from '../src/providers/storage/local-disk-storage';
import { TEST_TOKEN_SECRET, type TestServer } from './harness';
import { multipartBody, uploadParts } from './multipart';
import type { signUp } from './session';

export type Member = Awaited<ReturnType<typeof signUp>>;

export const tinyPng = () =>
  sharp({ create: { width: 12, height: 8, channels: 3, background: { r: 104, g: 49, b: 255 } } })
    .png()
    .toBuffer();

/** `POST /api/files` with one request per call; answers the per-file results. */
export async function uploadFiles(
  server: TestServer,
  member: Member,
  files: Parameters<typeof uploadParts>[0],
): Promise<UploadedFile[]> {
  const { payload, headers } = multipartBody(uploadParts(files));
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/files',
    payload,
    headers: { ...headers, ...member.headers },
  });
  return uploadResponse.parse(response.json()).files;
}

/** A file service on the test database with storage in a fresh directory of its own, parts replaceable. */
export async function fileServiceFor(server: TestServer, parts: Partial<FileServiceDependencies> = {}) {
  const root = await mkdtemp(path.join(server.config.dataDir, 'storage-'));
  const storage = createLocalDiskStorage(root);
  const files = createFileRepo(server.database.db);
  const service = createFileService({
    files,
    users: createUserRepo(server.database.db),
    storage,
    signer: createUrlSigner(TEST_TOKEN_SECRET),
    quota: createUploadQuotaRepo(server.database.db),
    imageQueue: createImageQueue({ slots: 2, waiting: 8 }),
    ...parts,
  });
  return { service, storage, files, root };
}

/** Every file under a directory, as paths relative to it with `/` separators. */
export async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
