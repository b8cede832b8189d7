import { STORAGE_KEY_LANGUAGE } from '../../shared/i18n/languages';
import { TOKEN_EXPIRED_KEY, TOKEN_KEY } from '../../shared/auth/token-store';
import { DEVICE_PASSKEY_KEY } from '../../shared/passkeys/passkeys';

/**
 * What "clear cache" keeps: the login (token and its expiry), the language, and whether
 * this device unlocks with a passkey — settings, not cache. Everything else in local
 * storage and Cache Storage is cache.
 */
export const KEPT_KEYS: ReadonlySet<string> = new Set([
  TOKEN_KEY,
  TOKEN_EXPIRED_KEY,
  STORAGE_KEY_LANGUAGE,
  DEVICE_PASSKEY_KEY,
]);

export type KeyValueStorage = Pick<Storage, 'length' | 'key' | 'getItem' | 'removeItem'>;
export type CacheStore = Pick<CacheStorage, 'keys' | 'open' | 'delete'>;

export interface CacheSources {
  readonly storage: KeyValueStorage | undefined;
  /** Absent on insecure pages and old browsers. */
  readonly caches: CacheStore | undefined;
}

const cacheKeys = (storage: KeyValueStorage): string[] =>
  Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
    (key): key is string => key !== null && !KEPT_KEYS.has(key),
  );

/** Bytes held in local storage besides the kept keys; browsers store strings as UTF-16. */
export function localDataBytes(storage: KeyValueStorage): number {
  return cacheKeys(storage).reduce((sum, key) => sum + (key.length + (storage.getItem(key)?.length ?? 0)) * 2, 0);
}

async function cacheStorageBytes(caches: CacheStore): Promise<number> {
  let total = 0;
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      if (response) total += (await response.blob()).size;
    }
  }
  return total;
}

export async function measureCache({ storage, caches }: CacheSources): Promise<number> {
  const stored = storage ? localDataBytes(storage) : 0;
  return stored + (caches ? await cacheStorageBytes(caches) : 0);
}

export async function clearCache({ storage, caches }: CacheSources): Promise<void> {
  if (storage) cacheKeys(storage).forEach((key) => storage.removeItem(key));
  if (caches) await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
}

/** 0 B, 12 KB, 3.4 MB in the user's language. */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    // Short units read well (12 kB) except bytes, whose short form is 'byte' in several languages.
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0,
  }).format(value);
}

/** The browser's own stores, each only where it exists. */
export function browserCacheSources(): CacheSources {
  let storage: KeyValueStorage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    storage = undefined;
  }
  return { storage, caches: 'caches' in window ? window.caches : undefined };
}
