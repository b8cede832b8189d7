import { EarthBranch } from 'tyme4ts';
import { assertInteger } from './format';

/** The 时辰 an hour of the clock falls in: 23:00–00:59 子, 01:00–02:59 丑, … */
export function hourBranchName(hour: number): string {
  assertInteger(hour, 0, 23, 'hour');
  return `${EarthBranch.fromIndex(Math.floor((hour + 1) / 2) % 12).getName()}时`;
}
