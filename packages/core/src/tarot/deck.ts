import { SIGN_IDS } from '../astrology/signs';
import type { CardCategory, CardFacts, CardId, Element, Planet, Suit, ZodiacSign } from './types';
import { SUITS } from './types';

/**
 * The 78-card deck's facts. Correspondences follow the Golden Dawn's
 * "Book T" attributions as printed in the Rider–Waite–Smith tradition.
 */

const MAJOR_ATTRIBUTIONS: readonly (readonly [Element, ZodiacSign | null, Planet | null])[] = [
  ['air', null, 'uranus'], // 0 The Fool: the element air (modern: Uranus)
  ['air', null, 'mercury'], // 1 The Magician
  ['water', null, 'moon'], // 2 The High Priestess
  ['earth', null, 'venus'], // 3 The Empress
  ['fire', 'aries', null], // 4 The Emperor
  ['earth', 'taurus', null], // 5 The Hierophant
  ['air', 'gemini', null], // 6 The Lovers
  ['water', 'cancer', null], // 7 The Chariot
  ['fire', 'leo', null], // 8 Strength
  ['earth', 'virgo', null], // 9 The Hermit
  ['fire', null, 'jupiter'], // 10 Wheel of Fortune
  ['air', 'libra', null], // 11 Justice
  ['water', null, 'neptune'], // 12 The Hanged Man: the element water (modern: Neptune)
  ['water', 'scorpio', null], // 13 Death
  ['fire', 'sagittarius', null], // 14 Temperance
  ['earth', 'capricorn', null], // 15 The Devil
  ['fire', null, 'mars'], // 16 The Tower
  ['air', 'aquarius', null], // 17 The Star
  ['water', 'pisces', null], // 18 The Moon
  ['fire', null, 'sun'], // 19 The Sun
  ['fire', null, 'pluto'], // 20 Judgement: the element fire (modern: Pluto)
  ['earth', null, 'saturn'], // 21 The World
];

const SUIT_ELEMENT: Readonly<Record<Suit, Element>> = {
  wands: 'fire',
  cups: 'water',
  swords: 'air',
  pentacles: 'earth',
};

/** The signs whose decans the pips 2–4, 5–7 and 8–10 of each suit rule. */
const SUIT_DECAN_SIGNS: Readonly<Record<Suit, readonly [ZodiacSign, ZodiacSign, ZodiacSign]>> = {
  wands: ['aries', 'leo', 'sagittarius'],
  cups: ['cancer', 'scorpio', 'pisces'],
  swords: ['libra', 'aquarius', 'gemini'],
  pentacles: ['capricorn', 'taurus', 'virgo'],
};

/** Knights rule a mutable sign, queens a cardinal one, kings a fixed one; pages none. */
const COURT_SIGNS: Readonly<Record<Suit, readonly [ZodiacSign, ZodiacSign, ZodiacSign]>> = {
  wands: ['sagittarius', 'aries', 'leo'],
  cups: ['pisces', 'cancer', 'scorpio'],
  swords: ['gemini', 'libra', 'aquarius'],
  pentacles: ['virgo', 'capricorn', 'taurus'],
};

/**
 * Decan rulers run through the Chaldean order of the planets, starting with Mars
 * for the first decan of Aries (Agrippa, *Three Books of Occult Philosophy* II.37;
 * adopted by the Golden Dawn for the pips).
 */
const CHALDEAN_FROM_MARS: readonly Planet[] = ['mars', 'sun', 'venus', 'mercury', 'moon', 'saturn', 'jupiter'];

function decanRuler(sign: ZodiacSign, decan: 0 | 1 | 2): Planet {
  const index = SIGN_IDS.indexOf(sign) * 3 + decan;
  return CHALDEAN_FROM_MARS[index % CHALDEAN_FROM_MARS.length]!;
}

export function cardId(category: CardCategory, number: number): CardId {
  return `${category}-${String(number).padStart(2, '0')}`;
}

function majorCard(number: number): CardFacts {
  const [element, sign, planet] = MAJOR_ATTRIBUTIONS[number]!;
  return {
    id: cardId('major', number),
    category: 'major',
    number,
    element,
    ...(sign ? { sign } : {}),
    ...(planet ? { planet } : {}),
  };
}

function minorCard(suit: Suit, number: number): CardFacts {
  const base = { id: cardId(suit, number), category: suit, number, element: SUIT_ELEMENT[suit] } as const;
  if (number >= 2 && number <= 10) {
    const decanGroup = Math.floor((number - 2) / 3) as 0 | 1 | 2;
    const sign = SUIT_DECAN_SIGNS[suit][decanGroup];
    return { ...base, sign, planet: decanRuler(sign, ((number - 2) % 3) as 0 | 1 | 2) };
  }
  if (number >= 12) return { ...base, sign: COURT_SIGNS[suit][number - 12]! };
  return base; // aces and pages stand for their element alone
}

export const DECK: readonly CardFacts[] = [
  ...Array.from({ length: 22 }, (_, n) => majorCard(n)),
  ...SUITS.flatMap((suit) => Array.from({ length: 14 }, (_, i) => minorCard(suit, i + 1))),
];

const BY_ID = new Map(DECK.map((card) => [card.id, card]));

export function findCard(id: CardId): CardFacts | undefined {
  return BY_ID.get(id);
}
