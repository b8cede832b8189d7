import type { SignId } from '../astrology/signs';

/**
 * The languages tarot and chart content is written in: every interface language. Any other
 * language reads English.
 */
export const CONTENT_LANGUAGES = ['zh-Hans', 'zh-Hant', 'en', 'ja', 'ko', 'fr', 'es', 'de', 'pt', 'ru', 'it'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export const SUITS = ['wands', 'cups', 'swords', 'pentacles'] as const;
export type Suit = (typeof SUITS)[number];

/** Deck categories as the card-face page groups them. */
export const CARD_CATEGORIES = ['major', ...SUITS] as const;
export type CardCategory = (typeof CARD_CATEGORIES)[number];

export type Element = 'fire' | 'water' | 'air' | 'earth';

/** The sign a card is attributed to: astrology's twelve. */
export type ZodiacSign = SignId;

export type Planet =
  'sun' | 'moon' | 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn' | 'uranus' | 'neptune' | 'pluto';

/**
 * Card id: `major-00` … `major-21`, then `<suit>-01` … `<suit>-14`
 * (01 ace, 02–10 pips, 11 page, 12 knight, 13 queen, 14 king).
 */
export type CardId = string;

/** The language-independent facts of a card (Golden Dawn correspondences). */
export interface CardFacts {
  readonly id: CardId;
  readonly category: CardCategory;
  /** 0–21 for the major arcana, 1–14 within a suit. */
  readonly number: number;
  readonly element: Element;
  /** The sign the card is attributed to, where it has one. */
  readonly sign?: ZodiacSign;
  /** The planet the card is attributed to, where it has one (minor pips: the decan's ruler). */
  readonly planet?: Planet;
}

export const LIFE_AREAS = ['love', 'career', 'wealth', 'health'] as const;
export type LifeArea = (typeof LIFE_AREAS)[number];

export type Orientation = 'upright' | 'reversed';

export interface Oriented<T> {
  readonly upright: T;
  readonly reversed: T;
}

/** Everything a card says, in one content language. */
export interface CardText {
  readonly name: string;
  readonly keywords: Oriented<readonly string[]>;
  /** The card's meaning when drawn upright. */
  readonly upright: string;
  /** The card's meaning when drawn reversed. */
  readonly reversed: string;
  /** A deeper interpretation: the card's lesson and how to work with it. */
  readonly interpretation: string;
  /** What the picture shows and what its symbols mean. */
  readonly imagery: string;
  /** Short readings for each life area in both orientations. */
  readonly areas: Readonly<Record<LifeArea, Oriented<string>>>;
}

export type CardTextTable = Readonly<Record<CardId, CardText>>;

/** A card's texts but its name: the content files hold these, the names live apart. */
export type CardBody = Omit<CardText, 'name'>;
export type CardBodyTable = Readonly<Record<CardId, CardBody>>;
/** Every card's name in one language: all that the card-faces grid needs. */
export type CardNameTable = Readonly<Record<CardId, string>>;
