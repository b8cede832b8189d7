import { WEB_CLIENT_ID, type ClientPlatform } from '@tarot/contract/usage-rules';

/** `pwa` when the app was opened from the home screen (display-mode standalone), else `web`. */
export function clientPlatform(): ClientPlatform {
  // Read through globalThis: tests and other non-browser callers have neither.
  const browser = globalThis as Partial<Pick<Window, 'matchMedia'>> & { navigator?: { standalone?: boolean } };
  const standalone =
    browser.matchMedia?.('(display-mode: standalone)').matches === true || browser.navigator?.standalone === true;
  return standalone ? 'pwa' : 'web';
}

/** Who is calling, on every request (spec §6): the server's access list may allow or refuse it. */
export const clientHeaders = (): Record<string, string> => ({
  'x-client-id': WEB_CLIENT_ID,
  'x-client-platform': clientPlatform(),
});
