import path from 'node:path';
import type { FileStorage } from './file-storage';
import { createLocalDiskStorage } from './local-disk-storage';
import { createS3Client, createS3Storage, type S3Settings } from './s3-storage';

export interface OpenedFileStorage {
  readonly storage: FileStorage;
  /**
   * Whether other instances may use the same store. Then a young pending key may belong to
   * an upload or deletion in flight on another instance, not to a crash.
   */
  readonly shared: boolean;
  /** Releases the store's connections when the server stops. */
  close(): void;
}

/**
 * The bucket when S3 settings are given (`STORAGE=s3`), else the local disk under
 * `<dataDir>/files`. `onError` hears what failed in the bucket before callers are told
 * the service is unavailable.
 */
export function openFileStorage({
  dataDir,
  s3,
  onError,
}: {
  dataDir: string;
  s3: S3Settings | undefined;
  onError: (error: unknown) => void;
}): OpenedFileStorage {
  if (!s3) {
    return { storage: createLocalDiskStorage(path.join(dataDir, 'files')), shared: false, close: () => undefined };
  }
  const client = createS3Client(s3);
  return { storage: createS3Storage(client, s3.bucket, onError), shared: true, close: () => client.destroy() };
}
