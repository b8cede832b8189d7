import type { ChartBirth } from '@tarot/contract/calendar';

/**
 * The almanac tests' birth: 1990-07-01 12:00 as entered, a 丁卯 day in Beijing time; read on
 * New York's clock (EDT) it is 1990-07-02 00:00 in Beijing, a 戊辰 day.
 */
export const NOON_1990_07_01: ChartBirth = {
  name: '',
  gender: 'male',
  calendar: 'solar',
  year: 1990,
  month: 7,
  day: 1,
  hour: 12,
  minute: 0,
  place: null,
  trueSolar: false,
  ziSect: 'nextDay',
};

/** A world birthplace far west of Beijing's meridian: true solar time runs over two hours behind. */
export const URUMQI = { name: 'Ürümqi', latitude: 43.8, longitude: 87.6 } as const;
