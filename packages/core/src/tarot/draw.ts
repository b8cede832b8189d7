import { DECK } from './deck';
import type { CardId } from './types';
import type { RandomInt } from './random';

export interface DrawnCard {
  readonly id: CardId;
  readonly reversed: boolean;
}

export interface ShuffleOptions {
  /** Chance that a card lies reversed, 0–1; the product's default is one in two. */
  readonly reversalChance: number;
}

export const DEFAULT_SHUFFLE: ShuffleOptions = { reversalChance: 0.5 };

/** Resolution of the reversal chance: whole per-mille steps keep the draw exact. */
const PER_MILLE = 1000;

/**
 * Shuffles the whole deck (Fisher–Yates) and decides each card's orientation. The user
 * then draws by feeling, tapping positions in the fanned deck: positions are distinct,
 * so a reading can never hold a card twice.
 */
export function shuffleDeck(random: RandomInt, options: ShuffleOptions = DEFAULT_SHUFFLE): readonly DrawnCard[] {
  if (!(options.reversalChance >= 0 && options.reversalChance <= 1)) {
    throw new RangeError(`reversalChance must be within 0..1, got ${options.reversalChance}`);
  }
  const ids = DECK.map((card) => card.id);
  for (let i = ids.length - 1; i > 0; i -= 1) {
    const j = random(i + 1);
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  }
  const threshold = Math.round(options.reversalChance * PER_MILLE);
  return ids.map((id) => ({ id, reversed: random(PER_MILLE) < threshold }));
}

/** Cutting the deck: the cards from `at` onwards go on top, as a reader cuts by hand. */
export function cutDeck<T>(deck: readonly T[], at: number): readonly T[] {
  if (!Number.isInteger(at) || at < 0 || at > deck.length) throw new RangeError(`cannot cut at ${at}`);
  return [...deck.slice(at), ...deck.slice(0, at)];
}

/** The cards at the tapped positions, in the order tapped; a position may be tapped once. */
export function pickCards(deck: readonly DrawnCard[], positions: readonly number[]): readonly DrawnCard[] {
  if (new Set(positions).size !== positions.length) throw new RangeError('a card can be drawn only once');
  return positions.map((position) => {
    const card = deck[position];
    if (!card) throw new RangeError(`no card at position ${position}`);
    return card;
  });
}
