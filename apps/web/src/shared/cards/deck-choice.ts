import { useSyncExternalStore } from 'react';
import { DEFAULT_DECK, isDeckId, type DeckId } from '@tarot/contract/decks';
import { localStore } from '../storage/local';

/** The deck this device shows, kept on the device so the first card drawn offline has it too. */
const KEY = 'TAROT_DECK';
const listeners = new Set<() => void>();

export function deviceDeck(): DeckId {
  const saved = localStore.get(KEY);
  return isDeckId(saved) ? saved : DEFAULT_DECK;
}

export function setDeviceDeck(deck: DeckId): void {
  if (deck === deviceDeck()) return;
  localStore.set(KEY, deck);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The deck every card face on the page is drawn from; changes redraw them at once. */
export const useDeck = (): DeckId => useSyncExternalStore(subscribe, deviceDeck, () => DEFAULT_DECK);
