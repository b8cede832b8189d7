import { describe, expect, it } from 'vitest';
import { qimenMoment } from './moment';

const at = { year: 2024, month: 4, day: 15, hour: 12, minute: 0 };

describe('qimenMoment', () => {
  it('reads a Beijing wall clock as itself when no zone is given', () => {
    const m = qimenMoment(at);
    expect(m.zone).toBe('Asia/Shanghai');
    expect(m.utcOffsetMinutes).toBe(480);
    expect(m.beijing.text).toBe('2024-04-15 12:00:00');
    expect(m.clock.text).toBe('2024-04-15 12:00:00');
    expect(m.clockKind).toBe('standard');
  });

  it('counts Beijing summer time: 1988-06-15 10:30 was 01:30 UTC, the 时辰 read from 09:30 standard time', () => {
    const m = qimenMoment({ year: 1988, month: 6, day: 15, hour: 10, minute: 30 });
    expect(m.utcOffsetMinutes).toBe(540);
    expect(m.beijing.text).toBe('1988-06-15 09:30:00');
    expect(m.clock.text).toBe('1988-06-15 09:30:00');
  });

  it('places a New York summer clock at its instant and reads the 时辰 from Eastern standard time', () => {
    const m = qimenMoment({ ...at, zone: 'America/New_York' });
    expect(m.utcOffsetMinutes).toBe(-240);
    expect(m.beijing.text).toBe('2024-04-16 00:00:00');
    expect(m.clock.text).toBe('2024-04-15 11:00:00');
  });

  it('reads true solar time at a longitude: Urumqi (87.6°E) is about 09:50 when Beijing reads 12:00', () => {
    const m = qimenMoment({ ...at, longitude: 87.6 });
    expect(m.clockKind).toBe('true-solar');
    expect(m.clock.hour).toBe(9);
    expect(Math.abs(m.clock.minute - 50)).toBeLessThanOrEqual(1);
    // 4 × (87.6 − 120) = −129.6 min; the equation of time is about zero in mid-April.
    expect(Math.abs(m.trueSolarOffsetMinutes! - -129.6)).toBeLessThan(1);
    expect(m.longitude).toBe(87.6);
  });

  it('gives an hour that never occurred (clocks moved forward) the offset before the change', () => {
    // New York 2024-03-10 02:30 does not exist: read as 03:30 EDT, 07:30 UTC.
    const m = qimenMoment({ year: 2024, month: 3, day: 10, hour: 2, minute: 30, zone: 'America/New_York' });
    expect(m.beijing.text).toBe('2024-03-10 15:30:00');
  });

  it('takes the earlier instant of an hour that occurs twice (clocks moved back)', () => {
    // New York 2024-11-03 01:30 occurs at 05:30 UTC (EDT) and 06:30 UTC (EST).
    const m = qimenMoment({ year: 2024, month: 11, day: 3, hour: 1, minute: 30, zone: 'America/New_York' });
    expect(m.beijing.text).toBe('2024-11-03 13:30:00');
  });

  it('names a zone canonically and refuses unknown zones, dates outside 1901–2099 and bad longitudes', () => {
    expect(qimenMoment({ ...at, zone: 'asia/tokyo' }).zone).toBe('Asia/Tokyo');
    expect(() => qimenMoment({ ...at, zone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => qimenMoment({ ...at, year: 1900 })).toThrow(/year/);
    expect(() => qimenMoment({ ...at, year: 2100 })).toThrow(/year/);
    expect(() => qimenMoment({ ...at, month: 2, day: 30 })).toThrow(/day/);
    expect(() => qimenMoment({ ...at, hour: 24 })).toThrow(/hour/);
    expect(() => qimenMoment({ ...at, longitude: 181 })).toThrow(/longitude/);
    expect(() => qimenMoment({ ...at, longitude: Number.NaN })).toThrow(/longitude/);
  });
});
