import { isSignId, type SignId } from '@tarot/core/astrology/signs';

/** The sign a reader last read, kept on the device so the horoscope opens on it next time. */
const KEY = 'xingzuo.sign';

export function storedSign(): SignId | null {
  try {
    const value = localStorage.getItem(KEY);
    return value && isSignId(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeSign(sign: SignId): void {
  try {
    localStorage.setItem(KEY, sign);
  } catch {
    // A private window without storage just forgets the sign.
  }
}
