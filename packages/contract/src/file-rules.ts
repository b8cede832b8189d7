import { LIMITS } from './limits';
import { isStorableText } from './text-rules';

/**
 * File storage (spec §3 "Uploaded file", §5 cloudPath and file-list rules, §7 storage
 * calls, §9 limits), served by our own server.
 *
 * Upload: `POST /api/files` as `multipart/form-data`, at most `FILE_LIMITS.filesPerRequest`
 * files. Each file part is named `file` and is PRECEDED by a text field named `cloudPath`
 * holding that file's cloudPath (the n-th `cloudPath` belongs to the n-th `file`), so the
 * server can judge each path before it reads the file's bytes. The answer lists one entry
 * per file part, in order: `{ cloudPath, fileID, url }` or `{ cloudPath, code, errMsg }`.
 */
export const UPLOAD_FIELDS = { cloudPath: 'cloudPath', file: 'file' } as const;

export const FILE_LIMITS = {
  filesPerRequest: LIMITS.uploadConcurrency,
  maxBytes: 10 * 1024 * 1024,
  maxPixels: 40_000_000,
  /**
   * Images one member may upload per Asia/Shanghai calendar day, counted before decoding:
   * every image costs the server a decode, so the count bounds what one account can make it do.
   */
  uploadsPerDay: 50,
  cloudPathMaxLength: 1024,
  tempUrlListMax: LIMITS.tempUrlListMax,
  tempUrlMaxAgeSeconds: LIMITS.tempUrlValiditySeconds,
  cacheMaxAgeSeconds: LIMITS.uploadCacheMaxAgeSeconds,
} as const;

/** The image types we accept, decided by magic bytes on the server. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

/**
 * The spec's cloudPath rule (§5): a string, non-empty after trimming, with no URL scheme
 * marker (`xx://`), no backslash, and storable text (no U+0000, no unpaired surrogate). Returns the catalogue code of the first broken rule.
 */
export function cloudPathProblem(value: unknown): 'CLOUDPATH_REQUIRED' | 'INVALID_PARAM' | null {
  if (typeof value !== 'string' || value.trim() === '') return 'CLOUDPATH_REQUIRED';
  if (value.length > FILE_LIMITS.cloudPathMaxLength) return 'INVALID_PARAM';
  if (/[a-z][a-z0-9+.-]*:\/\//i.test(value) || value.includes('\\') || !isStorableText(value)) return 'INVALID_PARAM';
  return null;
}
