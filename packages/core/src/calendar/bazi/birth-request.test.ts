import { describe, expect, it } from 'vitest';
import { birthInputOfRequest, type BirthRequest } from './birth-request';

const SOLAR: BirthRequest = {
  gender: 'female',
  calendar: 'solar',
  year: 1990,
  month: 5,
  day: 17,
  hour: 8,
  minute: 30,
  place: { province: '新疆', city: '喀什' },
  trueSolar: true,
  ziSect: 'nextDay',
};

describe('birthInputOfRequest', () => {
  it('takes the birthplace’s longitude only when true solar time is on', () => {
    expect(birthInputOfRequest(SOLAR).longitude).toBeCloseTo(75.99);
    expect(birthInputOfRequest({ ...SOLAR, trueSolar: false })).not.toHaveProperty('longitude');
  });

  it('ignores a place it does not know rather than guessing a longitude', () => {
    expect(birthInputOfRequest({ ...SOLAR, place: { province: '北京', city: '上海' } })).not.toHaveProperty(
      'longitude',
    );
  });

  it('turns a lunar birth into its solar date: 农历 1990 四月廿三 is 17 May 1990', () => {
    const lunar = birthInputOfRequest({ ...SOLAR, calendar: 'lunar', month: 4, day: 23, place: null });
    expect([lunar.year, lunar.month, lunar.day, lunar.hour, lunar.minute]).toEqual([1990, 5, 17, 8, 30]);
  });

  it('passes on only what the chart functions take, whatever else the request carries', () => {
    const withName = { ...SOLAR, trueSolar: false, name: '小明' };
    expect(Object.keys(birthInputOfRequest(withName)).sort()).toEqual(
      ['day', 'gender', 'hour', 'minute', 'month', 'year', 'ziSect'].sort(),
    );
  });

  it('throws RangeError for a date that does not exist', () => {
    expect(() => birthInputOfRequest({ ...SOLAR, month: 2, day: 30 })).toThrow(RangeError);
  });
});
