import { describe, expect, it } from 'vitest';
import {
  clearCache,
  formatBytes,
  localDataBytes,
  measureCache,
  type CacheStore,
  type KeyValueStorage,
} from './local-cache';

function memoryStorage(entries: Record<string, string>): KeyValueStorage & { entries: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    entries: map,
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    removeItem: (key) => void map.delete(key),
  };
}

function memoryCaches(contents: Record<string, string[]>): CacheStore & { names: () => string[] } {
  const stores = new Map(Object.entries(contents));
  return {
    names: () => [...stores.keys()],
    keys: async () => [...stores.keys()],
    delete: async (name) => stores.delete(name),
    open: async (name) => {
      const bodies = stores.get(name) ?? [];
      const requests = bodies.map((_, index) => new Request(`https://app.example/${name}/${index}`));
      return {
        keys: async () => requests,
        match: async (request: RequestInfo | URL) => {
          const index = requests.findIndex((candidate) => candidate.url === (request as Request).url);
          return new Response(bodies[index]);
        },
      } as unknown as Cache;
    },
  };
}

const session = {
  uni_id_token: 'eyJhbGciOiJIUzI1NiJ9.e30.sig',
  uni_id_token_expired: '1800000000000',
  CURRENT_LANG: 'en',
  tarot_device_passkey: 'credential-id',
};

describe('clear cache', () => {
  it('measures local data other than the login, language and passkey, plus Cache Storage', async () => {
    const storage = memoryStorage({ ...session, readings: 'abcd', x: '' });
    expect(localDataBytes(storage)).toBe((8 + 4 + 1) * 2);
    const caches = memoryCaches({ images: ['12345', '678'] });
    expect(await measureCache({ storage, caches })).toBe(26 + 8);
    expect(await measureCache({ storage: undefined, caches: undefined })).toBe(0);
  });

  it('removes everything else and keeps the login, its expiry, the language and the passkey', async () => {
    const storage = memoryStorage({ ...session, readings: '[]', 'search-history': '["愚者"]' });
    const caches = memoryCaches({ images: ['1'], api: ['2'] });
    await clearCache({ storage, caches });
    expect(Object.fromEntries(storage.entries)).toEqual(session);
    expect(caches.names()).toEqual([]);
    expect(await measureCache({ storage, caches })).toBe(0);
  });

  it('formats sizes in the user language', () => {
    expect(formatBytes(0, 'en')).toBe('0 bytes');
    expect(formatBytes(800, 'en')).toBe('800 bytes');
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(25 * 1024 * 1024, 'en')).toBe('25 MB');
  });
});
