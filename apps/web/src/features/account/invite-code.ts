import { isInviteCode, parseInviteText } from '@tarot/contract/invite';

/** How long to wait for the clipboard (a permission prompt may never be answered). */
const CLIPBOARD_TIMEOUT_MS = 1000;

/** A marked code from the clipboard wins; else the `?inviteCode=` the link carried; else none. */
export function pickInviteCode(clipboardText: string | null, params: URLSearchParams): string | undefined {
  const fromClipboard = parseInviteText(clipboardText);
  if (fromClipboard) return fromClipboard;
  const fromLink = params.get('inviteCode');
  return isInviteCode(fromLink) ? fromLink : undefined;
}

/** The clipboard's text, or null when the browser refuses, has no clipboard, or takes too long. */
export async function readClipboardText(clipboard: Pick<Clipboard, 'readText'> | undefined): Promise<string | null> {
  if (!clipboard?.readText) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), CLIPBOARD_TIMEOUT_MS);
  });
  try {
    return await Promise.race([clipboard.readText(), timeout]);
  } catch {
    return null; // Refused or unavailable: the link parameter is the fallback, silently.
  } finally {
    clearTimeout(timer);
  }
}

/** The invite code to send with a sign-up or a sign-in that may register. */
export async function findInviteCode(params: URLSearchParams): Promise<string | undefined> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  return pickInviteCode(await readClipboardText(clipboard), params);
}
