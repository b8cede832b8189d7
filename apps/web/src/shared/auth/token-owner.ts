import { tokenStore } from './token-store';

/**
 * The account a token belongs to, its `uid` claim, read without checking the signature (the
 * server checks it on every call). Caches are keyed by it rather than by the token, so a
 * renewed token keeps them and another account never sees them. Apart from token-store.ts,
 * which the first screen carries, because only pages that call the API need it.
 */
export function ownerOf(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const uid = (claims as { uid?: unknown } | null)?.uid;
    return typeof uid === 'string' ? uid : null;
  } catch {
    return null;
  }
}

/** The signed-in account's uid, or null for a visitor. */
export const currentOwner = (): string | null => ownerOf(tokenStore.current());
