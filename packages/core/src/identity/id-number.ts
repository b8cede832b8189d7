/**
 * Mainland resident ID numbers (GB 11643-1999): 6 digits of region, 8 of birth date
 * (YYYYMMDD), 3 of sequence, and a check character computed over the first 17.
 */
export const ID_NUMBER_LENGTH = 18;

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
/** The check character for each remainder of the weighted sum modulo 11. */
const CHECK_CHARACTERS = '10X98765432';
const SHAPE = /^[1-9]\d{16}[\dX]$/;
const EARLIEST_BIRTH_YEAR = 1900;

/** Upper-cases a trailing `x` and drops surrounding spaces, as people type it either way. */
export const normaliseIdNumber = (raw: string): string => raw.trim().toUpperCase();

/** The check character the first 17 digits call for. */
export function idNumberCheckCharacter(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new RangeError('17 digits expected');
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(first17[index]), 0);
  return CHECK_CHARACTERS[sum % 11]!;
}

export interface BirthDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** The birth date the number carries, if it is a real calendar date (no 30 February). */
export function idNumberBirthDate(idNumber: string): BirthDate | null {
  const match = /^\d{6}(\d{4})(\d{2})(\d{2})/.exec(idNumber);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

/** A birth date from 1900 up to today (given as `YYYY-MM-DD` in the caller's calendar). */
export function isPlausibleBirthDate(birth: BirthDate, today: string): boolean {
  const asText = `${birth.year}-${String(birth.month).padStart(2, '0')}-${String(birth.day).padStart(2, '0')}`;
  return birth.year >= EARLIEST_BIRTH_YEAR && asText <= today;
}

export type IdNumberProblem = 'shape' | 'checkDigit' | 'birthDate';

/** Why a number is not a valid ID number, or null when it is (expects a normalised number). */
export function idNumberProblem(idNumber: string, today: string): IdNumberProblem | null {
  if (!SHAPE.test(idNumber)) return 'shape';
  if (idNumberCheckCharacter(idNumber.slice(0, 17)) !== idNumber[17]) return 'checkDigit';
  const birth = idNumberBirthDate(idNumber);
  if (!birth || !isPlausibleBirthDate(birth, today)) return 'birthDate';
  return null;
}

/** Only the first and last character stay readable: 1****************X. */
export const maskIdNumber = (idNumber: string): string =>
  `${idNumber.slice(0, 1)}${'*'.repeat(Math.max(idNumber.length - 2, 0))}${idNumber.slice(-1)}`;
