import { describe, expect, it } from 'vitest';
import type { SavedBaziChartResponse } from '@tarot/contract/charts';
import { NOON_1990_07_01, URUMQI } from '../test-birth';
import { chartFacts } from './chart-pillars';

const SAVED: Pick<SavedBaziChartResponse, 'birth' | 'timeZone' | 'location'> = {
  birth: { ...NOON_1990_07_01, gender: 'female' },
  timeZone: null,
  location: null,
};

describe('a saved chart’s pillars for 择日', () => {
  it('reads the birth on the clock of the zone saved with it, as the chart page does', () => {
    expect(chartFacts(SAVED).pillars).toEqual({ year: '庚午', day: '丁卯' });
    // New York 1990-07-01 12:00 EDT is 1990-07-02 00:00 in Beijing: the next day's pillar.
    expect(chartFacts({ ...SAVED, timeZone: 'America/New_York' }).pillars).toEqual({ year: '庚午', day: '戊辰' });
  });

  it('takes true solar time from the birthplace saved with it', () => {
    const midnight = { ...SAVED.birth, day: 2, hour: 0, minute: 30, trueSolar: true };
    expect(chartFacts({ ...SAVED, birth: midnight }).pillars.day).toBe('戊辰');
    expect(chartFacts({ ...SAVED, birth: midnight, location: URUMQI }).pillars.day).toBe('丁卯');
  });
});
