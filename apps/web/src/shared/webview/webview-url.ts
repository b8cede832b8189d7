/**
 * Decides whether the in-app webview may show an address: our own origin always,
 * the configured https origins too, nothing else (no `javascript:`, no other sites).
 */
export function allowedWebviewUrl(
  raw: string | null,
  ownOrigin: string,
  allowedOrigins: readonly string[],
): URL | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, ownOrigin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.origin === ownOrigin) return url;
  return url.protocol === 'https:' && allowedOrigins.includes(url.origin) ? url : null;
}
