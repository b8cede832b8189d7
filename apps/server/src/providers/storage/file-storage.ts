import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live, addressed by a key the server made up. The local disk
 * implements it today; an S3-compatible store implements the same four calls later
 * (`put` → PutObject, `get` → GetObject's body, `delete` → DeleteObject, `exists` → HeadObject).
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The stored bytes as a stream, or null when the key holds nothing. */
  get(key: string): Promise<Readable | null>;
  /** Removes the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/** Keys are `yyyy/mm/<uuid>.<ext>`, nothing else: no client text ever becomes part of a path. */
export const STORAGE_KEY_PATTERN =
  /^\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|gif)$/;

export type StoredExtension = 'jpg' | 'png' | 'webp' | 'gif';

export function newStorageKey(extension: StoredExtension, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${now.getUTCFullYear()}/${month}/${randomUUID()}.${extension}`;
}

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}
