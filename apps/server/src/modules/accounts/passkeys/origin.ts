export interface RelyingParty {
  readonly rpId: string;
  /** Exact origins allowed; empty allows any origin on `rpId` (https, or http for localhost). */
  readonly origins: readonly string[];
}

/**
 * Whether a ceremony's origin (from its client data) belongs to this site. Without a
 * configured list, the port is free, so development and tests on random ports work.
 */
export function isAllowedOrigin({ rpId, origins }: RelyingParty, origin: string): boolean {
  if (origins.length > 0) return origins.includes(origin);
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin || url.hostname !== rpId) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && rpId === 'localhost');
}
