import { describe, expect, it } from 'vitest';
import { DECK, findCard } from './deck';
import { SUITS } from './types';

describe('the deck', () => {
  it('holds 78 unique cards: 22 major arcana and four suits of 14', () => {
    expect(DECK).toHaveLength(78);
    expect(new Set(DECK.map((card) => card.id)).size).toBe(78);
    expect(DECK.filter((card) => card.category === 'major').map((card) => card.number)).toEqual(
      Array.from({ length: 22 }, (_, n) => n),
    );
    for (const suit of SUITS) {
      expect(DECK.filter((card) => card.category === suit).map((card) => card.number)).toEqual(
        Array.from({ length: 14 }, (_, n) => n + 1),
      );
    }
  });

  it('gives every suit its element', () => {
    const elements = Object.fromEntries(
      SUITS.map((suit) => [suit, new Set(DECK.filter((c) => c.category === suit).map((c) => c.element))]),
    );
    expect(elements).toEqual({
      wands: new Set(['fire']),
      cups: new Set(['water']),
      swords: new Set(['air']),
      pentacles: new Set(['earth']),
    });
  });

  it.each([
    ['major-04', { sign: 'aries', element: 'fire' }], // The Emperor
    ['major-13', { sign: 'scorpio', element: 'water' }], // Death
    ['major-01', { planet: 'mercury' }], // The Magician
    ['major-19', { planet: 'sun', element: 'fire' }], // The Sun
    ['wands-02', { sign: 'aries', planet: 'mars' }], // Dominion: Mars in Aries
    ['wands-10', { sign: 'sagittarius', planet: 'saturn' }], // Oppression: Saturn in Sagittarius
    ['cups-06', { sign: 'scorpio', planet: 'sun' }], // Pleasure: Sun in Scorpio
    ['swords-10', { sign: 'gemini', planet: 'sun' }], // Ruin: Sun in Gemini
    ['pentacles-07', { sign: 'taurus', planet: 'saturn' }], // Failure: Saturn in Taurus
    ['pentacles-10', { sign: 'virgo', planet: 'mercury' }], // Wealth: Mercury in Virgo
    ['cups-14', { sign: 'scorpio' }], // King of Cups: a fixed sign
    ['swords-13', { sign: 'libra' }], // Queen of Swords: a cardinal sign
  ] as const)('attributes %s as the Golden Dawn does', (id, expected) => {
    expect(findCard(id)).toMatchObject(expected);
  });

  it('leaves aces and pages to their element alone', () => {
    for (const suit of SUITS) {
      for (const number of [1, 11]) {
        const card = DECK.find((c) => c.category === suit && c.number === number)!;
        expect(card.sign).toBeUndefined();
        expect(card.planet).toBeUndefined();
      }
    }
  });

  it('finds nothing for an unknown id', () => {
    expect(findCard('major-22')).toBeUndefined();
    expect(findCard('')).toBeUndefined();
  });
});
