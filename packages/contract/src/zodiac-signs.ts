import { SIGN_IDS, type SignId } from '@tarot/core/astrology/signs';

/** The twelve tropical signs by id, Aries first: the API's answers and the members' chosen sign. Core owns the list. */
export const ASTRO_SIGNS = SIGN_IDS;
export type ZodiacSign = SignId;
