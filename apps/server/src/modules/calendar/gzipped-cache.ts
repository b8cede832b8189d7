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
 * to send; every one kept gzipped too, up to `gzippedBytes`, a third or so of their size,
 * unzipped again (far cheaper than computing) when asked after it left the ready ones.
 */
export function cachedAndGzipped(
  compute: (key: string) => Buffer,
  readyBytes: number,
  gzippedBytes: number,
): (key: string) => Buffer {
  const ready = new LRUCache<string, Buffer>({ maxSize: readyBytes, sizeCalculation: (bytes) => bytes.length });
  const gzipped = new LRUCache<string, Buffer>({ maxSize: gzippedBytes, sizeCalculation: (bytes) => bytes.length });
  return (key) => {
    const hit = ready.get(key);
    if (hit) return hit;
    const zipped = gzipped.get(key);
    const bytes = zipped ? exactCopy(gunzipSync(zipped)) : compute(key);
    if (!zipped) gzipped.set(key, exactCopy(gzipSync(bytes)));
    ready.set(key, bytes);
    return bytes;
  };
}
