import { useSyncExternalStore } from 'react';
import { localStore } from '../storage/local';

/** The spec's storage keys (§3): the token and its expiry in milliseconds. */
export const TOKEN_KEY = 'uni_id_token';
export const TOKEN_EXPIRED_KEY = 'uni_id_token_expired';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const tokenStore = {
  /** The token while it is still valid (its expiry later than now), else null. */
  current(now = Date.now()): string | null {
    const token = localStore.get(TOKEN_KEY);
    const expired = Number(localStore.get(TOKEN_EXPIRED_KEY));
    return token && Number.isFinite(expired) && expired > now ? token : null;
  },
  save(token: string, tokenExpired: number): void {
    localStore.set(TOKEN_KEY, token);
    localStore.set(TOKEN_EXPIRED_KEY, String(tokenExpired));
    notify();
  },
  clear(): void {
    localStore.remove(TOKEN_KEY);
    localStore.remove(TOKEN_EXPIRED_KEY);
    notify();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab signing in or out changes this one too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === TOKEN_EXPIRED_KEY) notify();
  });
}

/** Whether someone is signed in, re-rendering when that changes. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(tokenStore.subscribe, () => tokenStore.current() !== null);
}
