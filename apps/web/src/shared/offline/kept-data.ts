import { currentOwner } from '../auth/token-owner';
import { tokenStore } from '../auth/token-store';
import { localStore } from '../storage/local';

/**
 * Answers kept on this device so pages open offline (decision 0031): every entry's storage key
 * starts with this prefix, followed by the query's hash (kept-queries.ts writes them).
 */
export const KEPT_PREFIX = 'kept';
/** Whose answers the kept entries are: an account's uid, or absent for a visitor's. */
const OWNER_KEY = 'kept.owner';

/** Removes every kept answer, whoever's it was. */
function forgetKeptData(): void {
  const storage = window.localStorage;
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) if (key?.startsWith(`${KEPT_PREFIX}-`)) storage.removeItem(key);
  storage.removeItem(OWNER_KEY);
}

/**
 * Hands the kept answers to `owner` (null: a visitor): those of anyone else are removed first,
 * so a sign-out or another account on this phone never sees the last member's readings.
 */
export function claimKeptData(owner: string | null): void {
  if ((localStore.get(OWNER_KEY) ?? null) === owner) return;
  try {
    forgetKeptData();
  } catch {
    // storage is unavailable: nothing was kept either
  }
  if (owner) localStore.set(OWNER_KEY, owner);
}

/**
 * From now on, signing out or another account signing in forgets the kept answers. A token is
 * saved or cleared only around an API call, so http.ts starts this once, when it loads.
 */
export function forgetKeptDataOnSignOut(): void {
  tokenStore.subscribe(() => claimKeptData(currentOwner()));
}
