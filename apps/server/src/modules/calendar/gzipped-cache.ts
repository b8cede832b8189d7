import { gunzipSync, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/**
 * The bytes in memory of their own: zlib answers a view of its 16 KiB working buffer, which a
 * kept answer of a few KB would hold whole.
 */
function exactCopy(bytes: Buffer): Buffer {
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
}

/**
 * Answers computed once per key: the recent ones kept as they are, up to `readyBytes`, ready
 * to send; an answer leaving them is kept gzipped, up to `gzippedBytes`, a third or so of its
 * size, and unzipped again (far cheaper than computing) when asked once more. Zipping only
 * what leaves spares the many answers that never do the zip, which cost a fifth of the time
 * of a day never asked before.
 */
export function cachedAndGzipped(
  compute: (key: string) => Buffer,
  readyBytes: number,
  gzippedBytes: number,
): (key: string) => Buffer {
  const gzipped = new LRUCache<string, Buffer>({ maxSize: gzippedBytes, sizeCalculation: (bytes) => bytes.length });
  const ready = new LRUCache<string, Buffer>({
    maxSize: readyBytes,
    sizeCalculation: (bytes) => bytes.length,
    dispose: (bytes, key, reason) => {
      if (reason === 'evict' && !gzipped.has(key)) gzipped.set(key, exactCopy(gzipSync(bytes)));
    },
  });
  return (key) => {
    const hit = ready.get(key);
    if (hit) return hit;
    const zipped = gzipped.get(key);
    const bytes = zipped ? exactCopy(gunzipSync(zipped)) : compute(key);
    ready.set(key, bytes);
    return bytes;
  };
}
