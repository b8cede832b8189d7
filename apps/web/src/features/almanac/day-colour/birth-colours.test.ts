import { describe, expect, it } from 'vitest';
import { coloursOfBirth } from './birth-colours';
import type { NamedBirth } from './birth-tools';
import { NOON_1990_07_01, URUMQI } from '../test-birth';

const NOW = new Date('2026-01-01T04:00:00Z');
const BIRTH: NamedBirth = NOON_1990_07_01;

describe('a birth’s colours, read as its chart page reads it', () => {
  it('reads a birth abroad on its own clock: New York 1990-07-01 12:00 EDT is Beijing 07-02 00:00, a 戊 day master', () => {
    expect(coloursOfBirth(BIRTH, NOW)?.dayMaster.stem).toBe('丁');
    expect(coloursOfBirth({ ...BIRTH, timeZone: 'America/New_York' }, NOW)?.dayMaster.stem).toBe('戊');
  });

  it('takes true solar time from a world birthplace: 00:30 in Ürümqi is still the evening before, a 丁 day master', () => {
    const midnight = { ...BIRTH, day: 2, hour: 0, minute: 30 };
    expect(coloursOfBirth(midnight, NOW)?.dayMaster.stem).toBe('戊');
    expect(coloursOfBirth({ ...midnight, location: URUMQI, trueSolar: true }, NOW)?.dayMaster.stem).toBe('丁');
  });

  it('gives nothing for a birth that does not exist', () => {
    expect(coloursOfBirth({ ...BIRTH, month: 2, day: 31 }, NOW)).toBeNull();
  });
});
