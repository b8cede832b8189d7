/** The card decks the app draws, each a member may choose; the first is everyone's default. */
export const DECK_IDS = ['rws-1909', 'line-art'] as const;
export type DeckId = (typeof DECK_IDS)[number];
export const DEFAULT_DECK: DeckId = DECK_IDS[0];

export const isDeckId = (value: unknown): value is DeckId => DECK_IDS.includes(value as DeckId);
