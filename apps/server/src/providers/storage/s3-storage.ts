import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { AppError } from '../../errors';
import { assertStorageKey, STORAGE_KEY_PATTERN, type FileStorage, type SweptPending } from './file-storage';

/** Where the bucket is and how to reach it (`STORAGE=s3` and the `S3_*` settings). */
export interface S3Settings {
  /** e.g. `http://127.0.0.1:9000` for MinIO; unset, Amazon S3 itself in `region`. */
  readonly endpoint: string | undefined;
  readonly region: string;
  readonly bucket: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  /** `bucket` in the path rather than the host name, as MinIO-like stores want. */
  readonly forcePathStyle: boolean;
}

/** Pending names under a prefix of their own, so a sweep lists only them, never every stored file. */
const PENDING_PREFIX = '.pending/';

/** GetObject and CopyObject say NoSuchKey; HeadObject, which has no body to say it with, NotFound. */
const isMissingObject = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');

export function createS3Client({
  endpoint,
  region,
  accessKeyId,
  secretAccessKey,
  forcePathStyle,
}: S3Settings): S3Client {
  return new S3Client({ endpoint, region, forcePathStyle, credentials: { accessKeyId, secretAccessKey } });
}

/**
 * Files in one bucket: final names at `<key>`, pending ones at `.pending/<key>`. S3 has no
 * rename, so a move is CopyObject then DeleteObject; a crash between the two leaves the key
 * under both names, which the sweep settles like a pending key (with its row it is made
 * final again, without one both names are deleted). Keys are checked against the generated
 * shape, so no client text becomes an object name.
 *
 * A store that fails or cannot be reached is the service being unavailable for now: the
 * error goes to `onError` and the caller gets SERVICE_UNAVAILABLE (503), never a 500 with
 * the SDK's message. Only a missing object passes unchanged, for the calls that expect one.
 */
export function createS3Storage(client: S3Client, bucket: string, onError: (error: unknown) => void): FileStorage {
  const guarded = <T>(request: Promise<T>): Promise<T> =>
    request.catch((error: unknown) => {
      if (isMissingObject(error)) throw error;
      onError(error);
      throw new AppError('SERVICE_UNAVAILABLE');
    });
  const finalName = (key: string) => {
    assertStorageKey(key);
    return key;
  };
  const pendingName = (key: string) => PENDING_PREFIX + finalName(key);
  const remove = (name: string) => guarded(client.send(new DeleteObjectCommand({ Bucket: bucket, Key: name })));
  const move = async (from: string, to: string) => {
    // Names are storage keys (digits, hex, `/`, `.`, `-`), which need no URL encoding in CopySource.
    await guarded(client.send(new CopyObjectCommand({ Bucket: bucket, Key: to, CopySource: `${bucket}/${from}` })));
    await remove(from);
  };
  /** Every pending key with when it was last written, listed before any is settled. */
  const pendingKeys = async (): Promise<{ key: string; writtenAt: Date }[]> => {
    const found: { key: string; writtenAt: Date }[] = [];
    for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: PENDING_PREFIX })) {
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(PENDING_PREFIX.length) ?? '';
        // Anything else under the prefix is not ours to settle.
        if (STORAGE_KEY_PATTERN.test(key) && object.LastModified) found.push({ key, writtenAt: object.LastModified });
      }
    }
    return found;
  };

  return {
    async putPending(key, data) {
      // S3 answers only once the object is stored durably; a failed write leaves no object.
      await guarded(client.send(new PutObjectCommand({ Bucket: bucket, Key: pendingName(key), Body: data })));
    },
    async commit(key) {
      await move(pendingName(key), finalName(key));
    },
    async withdraw(key) {
      await move(finalName(key), pendingName(key)).catch((error: unknown) => {
        if (!isMissingObject(error)) throw error;
      });
    },
    async get(key) {
      const object = await guarded(client.send(new GetObjectCommand({ Bucket: bucket, Key: finalName(key) }))).catch(
        (error: unknown) => {
          if (isMissingObject(error)) return null;
          throw error;
        },
      );
      if (!object) return null;
      // In Node the body is the response stream itself: handed on as it arrives, never buffered whole.
      if (!(object.Body instanceof Readable)) throw new Error(`S3 answered no readable body for ${key}`);
      return object.Body;
    },
    async delete(key) {
      await Promise.all([remove(finalName(key)), remove(pendingName(key))]);
    },
    async exists(key) {
      return guarded(client.send(new HeadObjectCommand({ Bucket: bucket, Key: finalName(key) }))).then(
        () => true,
        (error: unknown) => {
          // An unreachable store is not a missing file: SERVICE_UNAVAILABLE reaches the caller.
          if (isMissingObject(error)) return false;
          throw error;
        },
      );
    },
    async sweepPending(isKnown, writtenBefore) {
      const swept: SweptPending = { finished: [], removed: [] };
      for (const { key, writtenAt } of await guarded(pendingKeys())) {
        if (writtenAt >= writtenBefore) continue;
        if (await isKnown(key)) {
          await this.commit(key);
          swept.finished.push(key);
        } else {
          // Both names: a move cut short between its copy and its delete may have left the final one too.
          await this.delete(key);
          swept.removed.push(key);
        }
      }
      return swept;
    },
  };
}
