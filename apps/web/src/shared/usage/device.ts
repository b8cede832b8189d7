import { USAGE_DEVICE_ID } from '@tarot/contract/usage-rules';
import { localStore } from '../storage/local';

const DEVICE_KEY = 'tarot-usage-device';
/** Where clients kept their own first-seen day before the server issued ids; now the id says it. */
const OLD_FIRST_DAY_KEY = 'tarot-usage-first-day';

/** 16 random bytes as URL-safe text: says nothing about the person or the device (sessions). */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The id the server issued to this browser, if it has one (ids the browser made itself do not count). */
const storedDevice = (): string | undefined => {
  const device = localStore.get(DEVICE_KEY);
  return device && USAGE_DEVICE_ID.test(device) ? device : undefined;
};

/**
 * The id this browser reports under (no cookie): issued and signed by the server, which reads
 * the device's first-seen day from it, so new visitors and returns are told apart without
 * linking one day's visitors to another's. `issue` asks the server for one.
 */
export function usageDevice(issue: () => Promise<string>) {
  let asking: Promise<string> | undefined;
  return {
    stored: storedDevice,
    /** The stored id, or a new one from the server: one request however many ask at once. */
    current(): Promise<string> {
      const device = storedDevice();
      if (device) return Promise.resolve(device);
      asking ??= issue()
        .then((issued) => {
          localStore.set(DEVICE_KEY, issued);
          localStore.remove(OLD_FIRST_DAY_KEY);
          return issued;
        })
        .finally(() => {
          asking = undefined;
        });
      return asking;
    },
    /** The server no longer knows the id (its secret changed): the next report asks for a new one. */
    forget: () => localStore.remove(DEVICE_KEY),
  };
}
