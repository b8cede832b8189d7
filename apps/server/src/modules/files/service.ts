import type { Readable } from 'node:stream';
import type { UserProfile } from '@tarot/contract/auth';
import { FILE_LIMITS } from '@tarot/contract/file-rules';
import type { FileInfo, TempUrlsBody, TempUrlsResponse } from '@tarot/contract/files';
import { AppError } from '../../errors';
import { newStorageKey, type FileStorage } from '../../providers/storage/file-storage';
import type { AuthContext } from '../auth/guard';
import { toProfile } from '../auth/profile';
import { EXTENSION_OF, normaliseImage } from './image';
import { fileUrl } from './ownership';
import type { FileRepo, StoredFileRow } from './repo';
import type { UrlSigner } from './signing';

const isAdmin = (auth: AuthContext) => auth.role.includes('admin');

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

export function createFileService({
  files,
  storage,
  signer,
}: {
  files: FileRepo;
  storage: FileStorage;
  signer: UrlSigner;
}) {
  /** The file when this member may manage it (owner or admin); anyone else learns nothing. */
  const manageable = async (auth: AuthContext, id: string): Promise<StoredFileRow | undefined> => {
    const row = await files.findById(id);
    return row && (row.ownerId === auth.uid || isAdmin(auth)) ? row : undefined;
  };

  return {
    /** Checks, re-encodes and keeps one uploaded image under a generated key. */
    async store(ownerId: string, cloudPath: string, upload: Buffer): Promise<{ fileID: string; url: string }> {
      const image = await normaliseImage(upload);
      const storageKey = newStorageKey(EXTENSION_OF[image.mimeType]);
      await storage.put(storageKey, image.data);
      try {
        const row = await files.insert({
          ownerId,
          storageKey,
          cloudPath: cloudPath.trim(),
          mimeType: image.mimeType,
          size: image.data.length,
          width: image.width,
          height: image.height,
        });
        return { fileID: row.id, url: fileUrl(row.id) };
      } catch (error) {
        await storage.delete(storageKey);
        throw error;
      }
    },

    /** Bytes of files kept by a request that failed as a whole are removed again. */
    async discard(fileIds: readonly string[]): Promise<void> {
      for (const row of await files.findMany(fileIds)) {
        await files.delete(row.id);
        await storage.delete(row.storageKey);
      }
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
      await files.clearAvatar(fileUrl(row.id));
      await files.delete(row.id);
      await storage.delete(row.storageKey);
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
      } else if (!row.ownerId || !(await files.isOwnersAvatar(row.ownerId, fileUrl(id)))) {
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
      const user = await files.setAvatar(uid, fileUrl(row.id));
      if (!user) throw new AppError('uni-id-check-token-failed');
      return toProfile(user);
    },
  };
}

export type FileService = ReturnType<typeof createFileService>;
