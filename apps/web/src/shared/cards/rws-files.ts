import { SUITS, type CardId, type Suit } from '@tarot/core/tarot/types';

/**
 * The Rider–Waite–Smith faces as apps/web/scripts/derive-deck.ts writes them and the app asks
 * for them: a card's address follows from its id, so no list of files travels in any script.
 */

/** Under the app's base; a new derivation gets a new folder, as the files are cached for good. */
export const RWS_FOLDER = 'decks/rws-1909';

/** Widths a phone needs: a card in a grid or a spread up to the card page's at three device pixels. */
export const FACE_WIDTHS = [240, 360, 480] as const;

/** Height over width of every face of either deck (the line art is drawn 200 × 350). */
export const FACE_RATIO = 7 / 4;

/** The placeholder sheet: every card this small, `columns` to a row in the deck's order. */
export const PLACEHOLDER_TILE = { width: 12, height: 21, columns: 13 } as const;

export const faceFileName = (id: CardId, width: number): string => `${id}-${width}.webp`;

/** A card's place in the deck's order (majors 0–21, then wands, cups, swords, pentacles 1–14): its tile on the sheet. */
export function deckIndex(id: CardId): number {
  const [category, number] = id.split('-') as [string, string];
  const suit = SUITS.indexOf(category as Suit);
  return suit < 0 ? Number(number) : 22 + suit * 14 + Number(number) - 1;
}
