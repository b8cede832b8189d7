import { describe, expect, it } from 'vitest';
import { toBirthInput } from './birth-input';
import { chartSearch, parseChartRequest, type ChartRequest } from './chart-request';
import { TEST_REQUEST } from './test-request';

const request = TEST_REQUEST;
const parse = (search: string) => parseChartRequest(new URLSearchParams(search));

describe('chart requests in addresses', () => {
  it('round-trips a solar request with its birthplace', () => {
    expect(parse(chartSearch(request))).toEqual(request);
  });

  it('round-trips a lunar leap-month request without a place (true solar time then off)', () => {
    const lunar: ChartRequest = {
      ...request,
      calendar: 'lunar',
      year: 2023,
      month: -2,
      day: 9,
      place: null,
      trueSolar: false,
    };
    expect(parse(chartSearch(lunar))).toEqual(lunar);
  });

  it('refuses malformed addresses and ignores unknown places', () => {
    expect(parse('g=male&cal=solar&d=1990-05-17')).toBeNull();
    expect(parse('g=x&cal=solar&d=1990-05-17&t=08:00')).toBeNull();
    expect(parse('g=male&cal=solar&d=1990-05-17&t=8am')).toBeNull();
    expect(parse('g=male&cal=solar&d=1990--05-17&t=08:00')).toBeNull();
    expect(parse('g=female&cal=solar&d=1990-05-17&t=08:00&place=火星/基地')).toMatchObject({
      place: null,
      trueSolar: false,
    });
  });
});

describe('birth input', () => {
  it('uses the city longitude only when true solar time is on', () => {
    expect(toBirthInput(request)).toMatchObject({
      year: 1990,
      month: 5,
      day: 17,
      hour: 8,
      minute: 5,
      longitude: 104.07,
    });
    expect(toBirthInput({ ...request, trueSolar: false })).not.toHaveProperty('longitude');
  });

  it('converts a lunar date: 2023 闰二月初九 is 2023-03-30', () => {
    const input = toBirthInput({ ...request, calendar: 'lunar', year: 2023, month: -2, day: 9 });
    expect([input.year, input.month, input.day]).toEqual([2023, 3, 30]);
  });

  it('throws RangeError for a leap month the year does not have', () => {
    expect(() => toBirthInput({ ...request, calendar: 'lunar', year: 2024, month: -2, day: 9 })).toThrow(RangeError);
  });
});
