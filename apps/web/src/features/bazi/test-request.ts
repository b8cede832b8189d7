import type { ChartRequest } from './chart-request';

/** A chart request the tests share: 1990-05-17 08:05 in 成都, true solar time. */
export const TEST_REQUEST: ChartRequest = {
  name: '小明',
  gender: 'male',
  calendar: 'solar',
  year: 1990,
  month: 5,
  day: 17,
  hour: 8,
  minute: 5,
  place: { province: '四川', city: '成都' },
  location: null,
  timeZone: null,
  trueSolar: true,
  ziSect: 'nextDay',
};
