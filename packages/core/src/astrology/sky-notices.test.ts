import { describe, expect, it } from 'vitest';
import { periodWindow } from './period';
import { skyNotices } from './sky-notices';

const day = (y: number, m: number, d: number) => {
  const { fromMs, toMs } = periodWindow('day', y, m, d);
  return skyNotices(fromMs, toMs);
};

describe('the day’s sky notices', () => {
  it('tells a station on its Shanghai day', () => {
    // Mercury stationed retrograde on 2025-11-09 at 19:02 UTC, 10 November in Beijing.
    const notices = day(2025, 11, 10);
    const mercury = notices.stations.find((s) => s.body === 'mercury')!;
    expect(mercury.turns).toBe('retrograde');
    expect(mercury.sign).toBe('sagittarius');
    expect(Math.abs(mercury.utcMs - Date.UTC(2025, 10, 9, 19, 2))).toBeLessThan(30 * 60_000);
    expect(day(2025, 11, 12).stations.some((s) => s.body === 'mercury')).toBe(false);
  });

  it('tells only the voids that begin that day', () => {
    const { fromMs, toMs } = periodWindow('day', 2026, 1, 5);
    // The Moon's whole stay in Leo (from 4 January 21:43 Beijing time) began the day before.
    expect(day(2026, 1, 5).voids).toEqual([]);
    const fourth = skyNotices(fromMs - 86_400_000, fromMs).voids;
    expect(fourth.map((v) => v.sign)).toEqual(['cancer', 'leo']);
    expect(toMs - fromMs).toBe(86_400_000);
  });
});
