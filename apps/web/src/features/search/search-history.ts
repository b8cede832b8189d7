import { localStore } from '../../shared/storage/local';

/** Kept on the device only (spec §3: search history). */
const STORAGE_KEY = 'SEARCH_HISTORY';
export const SEARCH_HISTORY_LIMIT = 20;

const normalise = (term: string): string => term.trim().replace(/\s+/g, ' ');

/** The term goes to the front; an earlier identical search (ignoring case and spacing) is dropped; the oldest fall off. */
export function rememberSearch(history: readonly string[], term: string, limit = SEARCH_HISTORY_LIMIT): string[] {
  const clean = normalise(term);
  if (!clean) return [...history];
  const key = clean.toLocaleLowerCase();
  return [clean, ...history.filter((entry) => entry.toLocaleLowerCase() !== key)].slice(0, limit);
}

/** Whatever is stored, the page gets a clean list of strings. */
export function parseHistory(raw: string | null): string[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value)
      ? value
          .filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '')
          .slice(0, SEARCH_HISTORY_LIMIT)
      : [];
  } catch {
    return [];
  }
}

export const searchHistoryStore = {
  load: (): string[] => parseHistory(localStore.get(STORAGE_KEY)),
  add(term: string): string[] {
    const next = rememberSearch(searchHistoryStore.load(), term);
    localStore.set(STORAGE_KEY, JSON.stringify(next));
    return next;
  },
  clear(): void {
    localStore.remove(STORAGE_KEY);
  },
};
