import { shanghaiDate } from '@tarot/core/calendar/shanghai-day';
import { localStore } from '../storage/local';

const DEVICE_KEY = 'tarot-usage-device';
const FIRST_DAY_KEY = 'tarot-usage-first-day';

/** 16 random bytes as URL-safe text: says nothing about the person or the device. */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * The random id this browser reports under (no cookie), and the day it was made, which lets the
 * server tell new visitors and returns apart without linking one day's visitors to another's.
 */
export function deviceIdentity(now = new Date()): { device: string; firstDay: string } {
  let device = localStore.get(DEVICE_KEY);
  let firstDay = localStore.get(FIRST_DAY_KEY);
  if (!device || !/^[A-Za-z0-9_-]{16,64}$/.test(device) || !firstDay) {
    device = randomId();
    firstDay = shanghaiDate(now);
    localStore.set(DEVICE_KEY, device);
    localStore.set(FIRST_DAY_KEY, firstDay);
  }
  return { device, firstDay };
}
