import { describe, expect, it } from 'vitest';
import {
  idNumberBirthDate,
  idNumberCheckCharacter,
  idNumberProblem,
  maskIdNumber,
  normaliseIdNumber,
} from './id-number';

const TODAY = '2026-11-23';

describe('GB 11643-1999 check character', () => {
  it('matches the standard’s published example and other known numbers', () => {
    expect(idNumberCheckCharacter('11010519491231002')).toBe('X');
    expect(idNumberCheckCharacter('44052418800101001')).toBe('4');
    expect(idNumberCheckCharacter('31011519800101123')).toBe('8');
  });

  it('refuses anything but 17 digits', () => {
    expect(() => idNumberCheckCharacter('1101051949123100')).toThrow(RangeError);
    expect(() => idNumberCheckCharacter('1101051949123100X')).toThrow(RangeError);
  });
});

describe('ID number validation', () => {
  it('accepts valid numbers, with a lower-case x once normalised', () => {
    expect(idNumberProblem('11010519491231002X', TODAY)).toBeNull();
    expect(idNumberProblem(normaliseIdNumber(' 11010519491231002x '), TODAY)).toBeNull();
    expect(idNumberProblem('310115198001011238', TODAY)).toBeNull();
    expect(idNumberProblem('11010519000101001X', TODAY)).toBeNull(); // the earliest year allowed
    expect(idNumberProblem('110105200002290013', TODAY)).toBeNull(); // 2000 was a leap year
  });

  it('names a wrong check character', () => {
    expect(idNumberProblem('110105194912310021', TODAY)).toBe('checkDigit');
    expect(idNumberProblem('310115198001011239', TODAY)).toBe('checkDigit');
  });

  it('refuses wrong shapes: length, letters, a leading zero, a 15-digit old number', () => {
    for (const bad of [
      '',
      '11010519491231002',
      '11010519491231002XX',
      '1101051949123100AX',
      '01010519491231002X',
      '110105491231002',
    ]) {
      expect(idNumberProblem(bad, TODAY), bad).toBe('shape');
    }
  });

  it('refuses birth dates that do not exist, before 1900 or in the future', () => {
    expect(idNumberProblem('110105190002290017', TODAY)).toBe('birthDate'); // 1900 was not a leap year
    expect(idNumberProblem('440524188001010014', TODAY)).toBe('birthDate'); // 1880
    expect(idNumberProblem('110105209901010012', TODAY)).toBe('birthDate'); // 2099
    expect(idNumberProblem('110105202611240010', TODAY)).toBe('birthDate'); // tomorrow
    expect(idNumberProblem('110105202611230015', TODAY)).toBeNull(); // born today
  });

  it('reads the birth date', () => {
    expect(idNumberBirthDate('11010519491231002X')).toEqual({ year: 1949, month: 12, day: 31 });
    expect(idNumberBirthDate('110105190002290017')).toBeNull();
  });

  it('masks all but the first and last character', () => {
    expect(maskIdNumber('11010519491231002X')).toBe('1****************X');
  });
});
