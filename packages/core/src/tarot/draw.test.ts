import { describe, expect, it } from 'vitest';
import { DECK } from './deck';
import { cutDeck, pickCards, shuffleDeck } from './draw';
import { cryptoRandomInt, seededRandomInt } from './random';

/** Wilson–Hilferty: the chi-square quantile for `df` degrees of freedom at normal quantile z. */
function chiSquareQuantile(df: number, z: number): number {
  const k = 2 / (9 * df);
  return df * (1 - k + z * Math.sqrt(k)) ** 3;
}
const Z_0_999 = 3.0902; // p = 0.001, upper tail

describe('shuffleDeck', () => {
  it('holds every card exactly once', () => {
    const deck = shuffleDeck(cryptoRandomInt);
    expect(deck).toHaveLength(78);
    expect(new Set(deck.map((card) => card.id))).toEqual(new Set(DECK.map((card) => card.id)));
  });

  it('reverses no card at chance 0 and every card at chance 1', () => {
    expect(shuffleDeck(cryptoRandomInt, { reversalChance: 0 }).some((card) => card.reversed)).toBe(false);
    expect(shuffleDeck(cryptoRandomInt, { reversalChance: 1 }).every((card) => card.reversed)).toBe(true);
  });

  it('refuses a chance outside 0..1', () => {
    expect(() => shuffleDeck(cryptoRandomInt, { reversalChance: 1.5 })).toThrow(RangeError);
    expect(() => shuffleDeck(cryptoRandomInt, { reversalChance: Number.NaN })).toThrow(RangeError);
  });

  it('draws every card equally often: 100,000 single-card draws pass chi-square at p > 0.001', () => {
    const draws = 100_000;
    const counts = new Map<string, number>();
    let reversed = 0;
    for (let i = 0; i < draws; i += 1) {
      const [first] = shuffleDeck(cryptoRandomInt);
      counts.set(first!.id, (counts.get(first!.id) ?? 0) + 1);
      if (first!.reversed) reversed += 1;
    }
    const expected = draws / 78;
    const chiSquare = DECK.reduce((sum, card) => sum + ((counts.get(card.id) ?? 0) - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(chiSquareQuantile(77, Z_0_999));
    // orientation: a fair coin, within 4 standard deviations (σ = √(n/4) ≈ 158)
    expect(Math.abs(reversed - draws / 2)).toBeLessThan(4 * Math.sqrt(draws / 4));
  });

  it('is a pure function of its random source', () => {
    expect(shuffleDeck(seededRandomInt('same'))).toEqual(shuffleDeck(seededRandomInt('same')));
    expect(shuffleDeck(seededRandomInt('one'))).not.toEqual(shuffleDeck(seededRandomInt('two')));
  });
});

describe('drawing by feeling', () => {
  const deck = shuffleDeck(seededRandomInt('fixed'));

  it('gives the cards at the tapped positions in tap order', () => {
    expect(pickCards(deck, [5, 0, 77])).toEqual([deck[5], deck[0], deck[77]]);
  });

  it('never lets one position be drawn twice, so no card repeats', () => {
    expect(() => pickCards(deck, [3, 3])).toThrow(RangeError);
    const ten = pickCards(deck, [0, 7, 14, 21, 28, 35, 42, 49, 56, 63]);
    expect(new Set(ten.map((card) => card.id)).size).toBe(10);
  });

  it('refuses a position outside the deck', () => {
    expect(() => pickCards(deck, [78])).toThrow(RangeError);
    expect(() => pickCards(deck, [-1])).toThrow(RangeError);
  });

  it('cuts the deck by moving the cards from the cut on top', () => {
    expect(cutDeck([1, 2, 3, 4, 5], 2)).toEqual([3, 4, 5, 1, 2]);
    expect(cutDeck([1, 2, 3], 0)).toEqual([1, 2, 3]);
    expect(() => cutDeck([1, 2, 3], 4)).toThrow(RangeError);
  });
});

describe('the random sources', () => {
  it('cryptoRandomInt stays within its bound and refuses a bad one', () => {
    for (let i = 0; i < 1000; i += 1) {
      const value = cryptoRandomInt(3);
      expect(value === 0 || value === 1 || value === 2).toBe(true);
    }
    expect(() => cryptoRandomInt(0)).toThrow(RangeError);
    expect(() => cryptoRandomInt(1.5)).toThrow(RangeError);
  });

  it('seededRandomInt repeats for a seed and differs between seeds', () => {
    const a = seededRandomInt('device-1:2026-11-22');
    const b = seededRandomInt('device-1:2026-11-22');
    const c = seededRandomInt('device-1:2026-11-23');
    const sequence = (random: (n: number) => number) => Array.from({ length: 8 }, () => random(1000));
    const first = sequence(a);
    expect(sequence(b)).toEqual(first);
    expect(sequence(c)).not.toEqual(first);
  });
});
