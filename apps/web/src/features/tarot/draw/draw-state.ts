import { cutDeck, type DrawnCard } from '@tarot/core/tarot/draw';
import type { Spread } from '@tarot/core/tarot/spreads';

/**
 * The ritual of a draw: ask, shuffle, cut (for larger spreads), pick by feeling, turn
 * the cards over. A reducer so a stray tap in the wrong step simply does nothing.
 */
export type DrawState =
  | { readonly step: 'ask' }
  | { readonly step: 'shuffle'; readonly deck: readonly DrawnCard[] }
  | { readonly step: 'cut'; readonly deck: readonly DrawnCard[] }
  | { readonly step: 'pick'; readonly deck: readonly DrawnCard[]; readonly picked: readonly number[] }
  | { readonly step: 'reveal'; readonly cards: readonly DrawnCard[]; readonly shown: number };

export type DrawAction =
  | { readonly type: 'shuffle'; readonly deck: readonly DrawnCard[] }
  | { readonly type: 'shuffled' }
  | { readonly type: 'cut'; readonly pile: number }
  | { readonly type: 'pick'; readonly index: number }
  | { readonly type: 'turnNext' }
  | { readonly type: 'restart' };

/** A cut splits the deck into this many piles; the chosen pile goes on top. */
export const CUT_PILES = 3;

export function drawReducer(spread: Spread) {
  const needed = spread.positions.length;
  return (state: DrawState, action: DrawAction): DrawState => {
    switch (action.type) {
      case 'restart':
        return { step: 'ask' };
      case 'shuffle':
        return state.step === 'ask' ? { step: 'shuffle', deck: action.deck } : state;
      case 'shuffled':
        if (state.step !== 'shuffle') return state;
        return spread.cut ? { step: 'cut', deck: state.deck } : { step: 'pick', deck: state.deck, picked: [] };
      case 'cut': {
        if (state.step !== 'cut' || !Number.isInteger(action.pile) || action.pile < 0 || action.pile >= CUT_PILES) {
          return state;
        }
        const at = Math.round((state.deck.length * action.pile) / CUT_PILES);
        return { step: 'pick', deck: cutDeck(state.deck, at), picked: [] };
      }
      case 'pick': {
        if (state.step !== 'pick' || state.picked.includes(action.index) || !state.deck[action.index]) return state;
        const picked = [...state.picked, action.index];
        if (picked.length < needed) return { ...state, picked };
        return { step: 'reveal', cards: picked.map((index) => state.deck[index]!), shown: 0 };
      }
      case 'turnNext':
        return state.step === 'reveal' && state.shown < state.cards.length
          ? { ...state, shown: state.shown + 1 }
          : state;
    }
  };
}
