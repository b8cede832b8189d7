import { DECK, findCard } from './deck';
import type { DrawnCard } from './draw';
import type { RandomInt } from './random';
import { LIFE_AREAS, type Element, type LifeArea } from './types';

export type Rating = 1 | 2 | 3 | 4 | 5;
export type DailyAspect = 'overall' | LifeArea;

/** Lucky colours by the card's element; the UI names them in the user's language. */
export const LUCKY_COLOURS: Readonly<Record<Element, readonly string[]>> = {
  fire: ['red', 'orange', 'gold'],
  water: ['blue', 'navy', 'silver'],
  air: ['sky', 'white', 'lavender'],
  earth: ['green', 'brown', 'yellow'],
};

export interface DailyReading {
  /** The day, `YYYY-MM-DD` in the user's calendar (Asia/Shanghai for members). */
  readonly date: string;
  readonly card: DrawnCard;
  readonly ratings: Readonly<Record<DailyAspect, Rating>>;
  readonly luckyColour: string;
  readonly luckyNumber: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const clampRating = (value: number): Rating => Math.min(5, Math.max(1, Math.round(value))) as Rating;

/**
 * Today's card and its star ratings. The card's orientation sets the tone (upright
 * around four stars, reversed around two) and each life area varies by one star either
 * way, so a day reads as a whole without every area saying the same.
 * Members get `random` from the CSPRNG once and the server stores the result; visitors
 * get a generator seeded with their device id and the date, so a reload shows the same.
 */
export function dailyReading(date: string, random: RandomInt): DailyReading {
  if (!DATE.test(date)) throw new RangeError(`date must be YYYY-MM-DD, got ${date}`);
  const facts = DECK[random(DECK.length)]!;
  const reversed = random(2) === 1;
  const base = reversed ? 2 : 4;
  const areaRatings = Object.fromEntries(LIFE_AREAS.map((area) => [area, clampRating(base + random(3) - 1)])) as Record<
    LifeArea,
    Rating
  >;
  const mean = LIFE_AREAS.reduce((sum, area) => sum + areaRatings[area], 0) / LIFE_AREAS.length;
  const colours = LUCKY_COLOURS[facts.element];
  return {
    date,
    card: { id: facts.id, reversed },
    ratings: { overall: clampRating(mean), ...areaRatings },
    luckyColour: colours[random(colours.length)]!,
    luckyNumber: random(9) + 1,
  };
}

/** Checks a stored reading still names a real card (data from storage is untrusted). */
export function isDailyReading(value: unknown): value is DailyReading {
  if (typeof value !== 'object' || value === null) return false;
  const reading = value as Partial<DailyReading>;
  return (
    typeof reading.date === 'string' &&
    DATE.test(reading.date) &&
    typeof reading.card?.id === 'string' &&
    findCard(reading.card.id) !== undefined &&
    typeof reading.card.reversed === 'boolean'
  );
}
