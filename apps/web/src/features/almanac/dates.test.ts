import { describe, expect, it } from 'vitest';
import {
  addDays,
  currentHourIndex,
  dateBounds,
  daySpan,
  fromLocalDate,
  isWithin,
  parseYmd,
  resolveDateParam,
  todayText,
  toLocalDate,
} from './dates';

const now = new Date(2026, 10, 22, 20, 30);
const bounds = dateBounds(now);

describe('parseYmd', () => {
  it('reads real dates and refuses malformed or impossible ones', () => {
    expect(parseYmd('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseYmd('2026-02-29')).toBeNull();
    expect(parseYmd('2026-13-01')).toBeNull();
    expect(parseYmd('2026-1-1')).toBeNull();
    expect(parseYmd('')).toBeNull();
    expect(parseYmd(null)).toBeNull();
  });
});

describe('day arithmetic', () => {
  it('steps across months, leap days and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-11-22', 7)).toBe('2026-11-29');
  });

  it('counts both ends of a span', () => {
    expect(daySpan('2026-01-01', '2026-01-01')).toBe(1);
    expect(daySpan('2026-01-01', '2026-12-31')).toBe(365);
    expect(daySpan('2026-01-02', '2026-01-01')).toBe(0);
  });

  it('takes today from the device clock and round-trips local dates', () => {
    expect(todayText(now)).toBe('2026-11-22');
    expect(fromLocalDate(toLocalDate('1901-03-04'))).toBe('1901-03-04');
  });
});

describe('the ?date= parameter', () => {
  it('keeps 150 years either side of the current year', () => {
    expect(bounds).toMatchObject({ min: '1876-01-01', max: '2176-12-31', minYear: 1876, maxYear: 2176 });
    expect(isWithin('1876-01-01', bounds)).toBe(true);
    expect(isWithin('1875-12-31', bounds)).toBe(false);
  });

  it('opens the day asked for, today when it is missing or invalid, and says when it is out of range', () => {
    expect(resolveDateParam('2027-02-06', '2026-11-22', bounds)).toEqual({ status: 'ok', date: '2027-02-06' });
    expect(resolveDateParam(null, '2026-11-22', bounds)).toEqual({ status: 'ok', date: '2026-11-22' });
    expect(resolveDateParam('2026-02-30', '2026-11-22', bounds)).toEqual({ status: 'ok', date: '2026-11-22' });
    expect(resolveDateParam('1700-01-01', '2026-11-22', bounds)).toEqual({ status: 'outOfRange', date: '1700-01-01' });
  });
});

describe('currentHourIndex', () => {
  it('puts 00:00–00:59 in 子, 11:00 in 午, 22:00 in 亥, and 23:00 in nobody’s hour of today', () => {
    expect(currentHourIndex(0)).toBe(0);
    expect(currentHourIndex(1)).toBe(1);
    expect(currentHourIndex(11)).toBe(6);
    expect(currentHourIndex(22)).toBe(11);
    expect(currentHourIndex(23)).toBeNull();
  });
});
