import { dailyReading, isDailyReading, type DailyReading } from '@tarot/core/tarot/daily';
import { seededRandomInt } from '@tarot/core/tarot/random';
import { localStore } from '../storage/local';

const DEVICE_KEY = 'tarot.deviceId';
const REVEALED_KEY = 'tarot.dailyRevealed';

/** A random id for this browser, made once; it seeds the visitor's daily card. */
function deviceId(): string {
  const existing = localStore.get(DEVICE_KEY);
  if (existing && existing.length >= 16) return existing;
  const made = crypto.randomUUID();
  localStore.set(DEVICE_KEY, made);
  return made;
}

/** The same card all day on this device, a new one tomorrow; nothing leaves the phone. */
export function visitorDailyReading(date: string): DailyReading {
  const reading = dailyReading(date, seededRandomInt(`${deviceId()}:${date}`));
  if (!isDailyReading(reading)) throw new Error('daily reading out of range');
  return reading;
}

export const dailyReveal = {
  isRevealed: (date: string) => localStore.get(REVEALED_KEY) === date,
  reveal: (date: string) => localStore.set(REVEALED_KEY, date),
};
