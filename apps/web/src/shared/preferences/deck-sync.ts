import type { DeckId } from '@tarot/contract/decks';
import { queryClient } from '../api/query-client';
import { tokenStore } from '../auth/token-store';
import { setDeviceDeck } from '../cards/deck-choice';
import { preferencesQuery, savePreferences } from './preferences-api';

/** A member's deck follows them to each device: the account's choice, once they sign in there. */
export async function applyAccountDeck(): Promise<void> {
  if (!tokenStore.current()) return;
  const { deck } = await queryClient.fetchQuery(preferencesQuery());
  if (deck) setDeviceDeck(deck);
}

/** The deck chosen in settings: on this device at once, and on the account for the member's other devices. */
export async function chooseDeck(deck: DeckId): Promise<void> {
  setDeviceDeck(deck);
  if (tokenStore.current()) await savePreferences({ deck });
}
