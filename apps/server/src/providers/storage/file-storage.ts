import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/** What a start-up sweep did with the pending keys it found. */
export interface SweptPending {
  /** Pending keys whose row exists: made final, as the interrupted upload would have. */
  readonly finished: string[];
  /** Pending keys without a row: bytes nobody will ever ask for, deleted. */
  readonly removed: string[];
}

/**
 * Where uploaded bytes live, addressed by a key the server made up. Every key has two
 * names: a pending one and a final one; only final keys can be read.
 *
 * Bytes and database rows stay in step through that pair. An upload writes its bytes
 * pending, inserts the row, then commits; a deletion withdraws the bytes to pending,
 * deletes the row, then deletes the bytes. So after a crash at any step, each pending key
 * is settled by whether its row exists (`sweepPending`): with a row it is finished, without
 * one it is deleted; and no row ever points at bytes that were never written.
 *
 * The local disk implements it today. An S3-compatible store implements the same calls
 * later, with the pending names under their own prefix: `putPending` → PutObject there,
 * `commit` / `withdraw` → CopyObject across the prefixes then DeleteObject, `get` →
 * GetObject's body, `delete` → DeleteObject of both names, `exists` → HeadObject, and
 * `sweepPending` → ListObjectsV2 of the pending prefix with each object's LastModified.
 */
export interface FileStorage {
  /** Writes the bytes under the key's pending name, durably (they outlive a power cut). */
  putPending(key: string, data: Buffer): Promise<void>;
  /** Moves a pending key to its final name, where `get` finds it. */
  commit(key: string): Promise<void>;
  /** Moves a final key back to its pending name; a key that is not final is left as it is. */
  withdraw(key: string): Promise<void>;
  /** The final bytes as a stream, or null when the key holds nothing final. */
  get(key: string): Promise<Readable | null>;
  /** Removes the key under both names; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Whether the key holds final bytes. */
  exists(key: string): Promise<boolean>;
  /**
   * Settles every pending key last written before `writtenBefore`: committed when
   * `isKnown(key)` (its row exists), deleted otherwise. Younger pending keys are left
   * alone: on a store shared by several instances they may belong to an upload in flight.
   */
  sweepPending(isKnown: (key: string) => Promise<boolean>, writtenBefore: Date): Promise<SweptPending>;
}

/** Keys are `yyyy/mm/<uuid>.<ext>`, nothing else: no client text ever becomes part of a path. */
export const STORAGE_KEY_PATTERN =
  /^\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|gif|mp4|webm)$/;

export type StoredExtension = 'jpg' | 'png' | 'webp' | 'gif' | 'mp4' | 'webm';

export function newStorageKey(extension: StoredExtension, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${now.getUTCFullYear()}/${month}/${randomUUID()}.${extension}`;
}

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}
