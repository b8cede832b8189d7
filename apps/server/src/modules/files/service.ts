import type { Readable } from 'node:stream';
import type { UserProfile } from '@tarot/contract/auth';
import { FILE_LIMITS, type ImageMimeType } from '@tarot/contract/file-rules';
import type { FileInfo, TempUrlsBody, TempUrlsResponse } from '@tarot/contract/files';
import { AppError } from '../../errors';
import { newStorageKey, type FileStorage, type StoredExtension } from '../../providers/storage/file-storage';
import { type AuthContext, type UserRepo, toProfile } from '../accounts';
import { shanghaiDate } from '@tarot/core/calendar/shanghai-day';
import { EXTENSION_OF, inspectImage, normaliseImage, sniffImageType, type NormalisedImage } from './image';
import { sniffVideoType, VIDEO_EXTENSION_OF } from './video';
import type { ImageQueue } from './image-queue';
import { fileUrl } from './file-url';
import type { UploadQuotaRepo } from './quota-repo';
import type { FileRepo, StoredFileRow } from './repo';
import type { UrlSigner } from './signing';

const isAdmin = (auth: AuthContext) => auth.role.includes('admin');

/** Bytes to keep with what the row records of them. */
interface KeptMedia {
  readonly data: Buffer;
  readonly mimeType: string;
  readonly width: number;
  readonly height: number;
  readonly extension: StoredExtension;
}

const toInfo = (row: StoredFileRow): FileInfo => ({
  fileID: row.id,
  cloudPath: row.cloudPath,
  url: fileUrl(row.id),
  mimeType: row.mimeType as FileInfo['mimeType'],
  size: row.size,
  width: row.width,
  height: row.height,
  createdAt: row.createdAt.toISOString(),
});

export interface ServedFile {
  readonly body: Readable;
  readonly mimeType: string;
  readonly size: number;
  readonly cacheControl: string;
}

export interface FileServiceDependencies {
  readonly files: FileRepo;
  /** Avatars: the one thing on an account row that makes a file public. */
  readonly users: Pick<UserRepo, 'isOwnersAvatar' | 'setAvatar' | 'clearAvatar'>;
  readonly storage: FileStorage;
  readonly signer: UrlSigner;
  readonly quota: UploadQuotaRepo;
  readonly imageQueue: ImageQueue;
  /** The costly re-encoding; tests pass a slow or failing one. */
  readonly normalise?: (data: Buffer, mimeType: ImageMimeType) => Promise<NormalisedImage>;
  /** The server clock, which decides the quota's day; tests pass a fake one. */
  readonly now?: () => Date;
}

export function createFileService({
  files,
  users,
  storage,
  signer,
  quota,
  imageQueue,
  normalise = normaliseImage,
  now = () => new Date(),
}: FileServiceDependencies) {
  /** The file when this member may manage it (owner or admin); anyone else learns nothing. */
  const manageable = async (auth: AuthContext, id: string): Promise<StoredFileRow | undefined> => {
    const row = await files.findById(id);
    return row && (row.ownerId === auth.uid || isAdmin(auth)) ? row : undefined;
  };

  /**
   * Bytes pending, then the row, then the final name (see FileStorage): a crash anywhere
   * leaves nothing the start-up sweep cannot settle, and never a row without its bytes.
   */
  const keep = async (ownerId: string, cloudPath: string, image: KeptMedia) => {
    const storageKey = newStorageKey(image.extension);
    await storage.putPending(storageKey, image.data);
    let row: StoredFileRow | undefined;
    try {
      row = await files.insert({
        ownerId,
        storageKey,
        cloudPath: cloudPath.trim(),
        mimeType: image.mimeType,
        size: image.data.length,
        width: image.width,
        height: image.height,
      });
      await storage.commit(storageKey);
    } catch (error) {
      if (row) await files.delete(row.id);
      await storage.delete(storageKey);
      throw error;
    }
    return { fileID: row.id, url: fileUrl(row.id) };
  };

  /**
   * Removes a file's row and bytes together: the bytes step back to their pending name
   * first, so a crash in between leaves a pending key the start-up sweep settles by its
   * row (restored while the row exists, deleted once it is gone), never bytes without a row.
   */
  const erase = async (row: StoredFileRow): Promise<void> => {
    await storage.withdraw(row.storageKey);
    try {
      await files.delete(row.id);
    } catch (error) {
      await storage.commit(row.storageKey);
      throw error;
    }
    await storage.delete(row.storageKey);
  };

  return {
    /**
     * Checks, re-encodes and keeps one uploaded image under a generated key. The cheap
     * refusals come first (type and size from the header, then the member's daily quota),
     * so only an image that may be kept reaches the decode, the one costly step. One that
     * then fails to decode still counts against the quota: the work was done. One the store
     * then fails to keep (the bucket unreachable) is given back: that failure is ours.
     */
    async store(ownerId: string, cloudPath: string, upload: Buffer): Promise<{ fileID: string; url: string }> {
      const mimeType = await inspectImage(upload);
      const day = shanghaiDate(now());
      if (!(await quota.consume(ownerId, day, FILE_LIMITS.uploadsPerDay))) throw new AppError('UPLOAD_QUOTA_EXCEEDED');
      const image = await imageQueue
        .run(() => normalise(upload, mimeType))
        .catch(async (error: unknown) => {
          // Turned away by a busy server before any work: the member keeps that upload.
          if (error instanceof AppError && error.code === 'IMAGE_QUEUE_FULL') await quota.giveBack(ownerId, day);
          throw error;
        });
      return keep(ownerId, cloudPath, { ...image, extension: EXTENSION_OF[image.mimeType] }).catch(
        async (error: unknown) => {
          await quota.giveBack(ownerId, day);
          throw error;
        },
      );
    },

    /**
     * Keeps an administrator's promotion media (decision 0025): an image checked and re-encoded
     * like any upload, or an MP4 or WebM video, recognised by its bytes and kept as sent. The
     * multipart limit has already held it to 10 MB.
     */
    async keepMedia(ownerId: string, cloudPath: string, upload: Buffer): Promise<{ fileID: string; mimeType: string }> {
      const video = sniffVideoType(upload);
      if (video) {
        const kept = await keep(ownerId, cloudPath, {
          data: upload,
          mimeType: video,
          width: 0,
          height: 0,
          extension: VIDEO_EXTENSION_OF[video],
        });
        return { fileID: kept.fileID, mimeType: video };
      }
      if (!sniffImageType(upload)) throw new AppError('PROMOTION_MEDIA_UNSUPPORTED');
      const mimeType = await inspectImage(upload);
      const image = await imageQueue.run(() => normalise(upload, mimeType));
      const kept = await keep(ownerId, cloudPath, { ...image, extension: EXTENSION_OF[image.mimeType] });
      return { fileID: kept.fileID, mimeType: image.mimeType };
    },

    /** A signed address anyone may read the file at for `maxAge` seconds (promotions shown to members). */
    signedUrl(fileID: string, maxAge: number = FILE_LIMITS.tempUrlMaxAgeSeconds, nowMs = Date.now()): string {
      const expires = Math.floor(nowMs / 1000) + maxAge;
      const query = new URLSearchParams({ expires: String(expires), sign: signer.sign(fileID, expires) });
      return `${fileUrl(fileID)}?${query}`;
    },

    /** Bytes of files kept by a request that failed as a whole are removed again. */
    async discard(fileIds: readonly string[]): Promise<void> {
      for (const row of await files.findMany(fileIds)) await erase(row);
    },

    async info(auth: AuthContext, id: string): Promise<FileInfo> {
      const row = await manageable(auth, id);
      if (!row) throw new AppError('NOT_FOUND', 'No such file');
      return toInfo(row);
    },

    async remove(auth: AuthContext, id: string): Promise<void> {
      const row = await files.findById(id);
      if (!row) throw new AppError('NOT_FOUND', 'No such file');
      if (row.ownerId !== auth.uid && !isAdmin(auth)) throw new AppError('uni-id-permission-error');
      await users.clearAvatar(fileUrl(row.id));
      await erase(row);
    },

    async tempUrls(auth: AuthContext, { fileList }: TempUrlsBody, nowMs = Date.now()): Promise<TempUrlsResponse> {
      const requests = fileList.map((entry) => (typeof entry === 'string' ? { fileID: entry } : entry));
      const rows = new Map((await files.findMany(requests.map((entry) => entry.fileID))).map((row) => [row.id, row]));
      return {
        fileList: requests.map(({ fileID, maxAge = FILE_LIMITS.tempUrlMaxAgeSeconds }) => {
          const row = rows.get(fileID);
          if (!row || (row.ownerId !== auth.uid && !isAdmin(auth))) {
            return { fileID, code: 'GET_TEMP_FILE_URL_FAILED', errMsg: 'No such file' };
          }
          const expires = Math.floor(nowMs / 1000) + maxAge;
          const query = new URLSearchParams({ expires: String(expires), sign: signer.sign(fileID, expires) });
          return { fileID, tempFileURL: `${fileUrl(fileID)}?${query}`, maxAge, expiresAt: expires * 1000 };
        }),
      };
    },

    /**
     * Who may read a file's bytes. An avatar must show in any `<img>` without a token, so a
     * file is public while it is its owner's current avatar, and then cacheable for 30 days
     * (its bytes never change under its id). Every other file (feedback images, …) is
     * private and is read through a signed temporary address from `tempUrls`, valid at
     * most 600 s, which is also the longest a browser may cache it.
     */
    async open(id: string, signed: { expires?: number | undefined; sign?: string | undefined }): Promise<ServedFile> {
      const row = await files.findById(id);
      if (!row) throw new AppError('NOT_FOUND', 'No such file');
      let cacheControl = `public, max-age=${FILE_LIMITS.cacheMaxAgeSeconds}, immutable`;
      if (signed.expires !== undefined && signed.sign !== undefined) {
        if (!signer.verify(id, signed.expires, signed.sign)) throw new AppError('FILE_LINK_INVALID');
        const remaining = Math.max(0, Math.floor(signed.expires - Date.now() / 1000));
        cacheControl = `private, max-age=${remaining}`;
      } else if (!row.ownerId || !(await users.isOwnersAvatar(row.ownerId, fileUrl(id)))) {
        throw new AppError('FILE_LINK_INVALID');
      }
      const body = await storage.get(row.storageKey);
      if (!body) throw new AppError('NOT_FOUND', 'No such file');
      return { body, mimeType: row.mimeType, size: row.size, cacheControl };
    },

    async setAvatar(uid: string, fileID: string): Promise<UserProfile> {
      const row = await files.findById(fileID);
      // Someone else's file answers like a missing one.
      if (!row || row.ownerId !== uid) throw new AppError('NOT_FOUND', 'No such file');
      const user = await users.setAvatar(uid, fileUrl(row.id));
      if (!user) throw new AppError('uni-id-check-token-failed');
      return toProfile(user);
    },
  };
}

export type FileService = ReturnType<typeof createFileService>;
