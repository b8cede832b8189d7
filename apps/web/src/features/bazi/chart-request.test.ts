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

  it('round-trips a birth abroad: the place picked, its coordinates and its zone', () => {
    const abroad: ChartRequest = {
      ...request,
      year: 1990,
      month: 7,
      day: 1,
      hour: 12,
      minute: 0,
      place: null,
      location: { name: 'New York City, NY · United States', latitude: 40.7143, longitude: -74.006 },
      timeZone: 'America/New_York',
    };
    expect(parse(chartSearch(abroad))).toEqual(abroad);
    // A zone the platform does not know is dropped: the time is then read as Beijing clock time.
    expect(parse(`${chartSearch({ ...abroad, timeZone: null })}&tz=Mars%2FBase`)?.timeZone).toBeNull();
  });

  it('reads a New York birth at 12:00 EDT as Beijing 00:00 the next day, the pillars on true solar time there', () => {
    const input = toBirthInput({
      ...request,
      year: 1990,
      month: 7,
      day: 1,
      hour: 12,
      minute: 0,
      place: null,
      location: { name: 'New York', latitude: 40.7143, longitude: -74.006 },
      timeZone: 'America/New_York',
    });
    // EDT is UTC−4 in July 1990: 16:00 UTC, 1990-07-02 00:00 in Beijing; true solar time uses 74.006°W.
    expect(input).toMatchObject({ year: 1990, month: 7, day: 2, hour: 0, minute: 0, longitude: -74.006 });
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
