import { describe, expect, it } from 'vitest';
import { latestIn, monthGrid, monthsWithDraws } from './month-grid';

const draw = (date: string) => ({ date });

describe('the daily-card month grid', () => {
  it('lays a month out in Monday-first weeks, padded before the 1st and after the last day', () => {
    // 1 July 2026 is a Wednesday; July has 31 days and ends on a Friday.
    const weeks = monthGrid('2026-07', []);
    expect(weeks).toHaveLength(5);
    for (const week of weeks) expect(week).toHaveLength(7);
    expect(weeks[0]!.map((cell) => cell?.day ?? null)).toEqual([null, null, 1, 2, 3, 4, 5]);
    expect(weeks[4]!.map((cell) => cell?.day ?? null)).toEqual([27, 28, 29, 30, 31, null, null]);
  });

  it('knows leap Februaries and months that start on a Monday or a Sunday', () => {
    // February 2027 starts on a Monday and fills exactly four weeks.
    expect(monthGrid('2027-02', [])).toHaveLength(4);
    expect(monthGrid('2027-02', [])[0]![0]!.date).toBe('2027-02-01');
    // February 2028 is a leap month; 1 Feb 2028 is a Tuesday.
    const leap = monthGrid('2028-02', []).flat();
    expect(leap.filter(Boolean)).toHaveLength(29);
    // 1 March 2026 is a Sunday: six leading blanks, and the month spills into a sixth week.
    const march = monthGrid('2026-03', []);
    expect(march[0]!.filter((cell) => cell === null)).toHaveLength(6);
    expect(march).toHaveLength(6);
  });

  it('puts each draw on its own date and nowhere else', () => {
    const draws = [draw('2026-07-01'), draw('2026-07-16'), draw('2026-06-30')];
    const cells = monthGrid('2026-07', draws).flat();
    expect(cells.filter((cell) => cell?.draw).map((cell) => cell!.date)).toEqual(['2026-07-01', '2026-07-16']);
    expect(cells.find((cell) => cell?.date === '2026-07-16')!.draw).toBe(draws[1]);
  });

  it('lists the months with draws oldest first, and finds the newest draw of a month', () => {
    const draws = [draw('2026-08-02'), draw('2026-08-01'), draw('2026-07-31'), draw('2026-07-05')];
    expect(monthsWithDraws(draws)).toEqual(['2026-07', '2026-08']);
    expect(latestIn('2026-07', draws)).toEqual(draw('2026-07-31'));
    expect(latestIn('2026-09', draws)).toBeUndefined();
  });
});
