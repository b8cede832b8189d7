import { describe, expect, it } from 'vitest';
import { streakCells } from './streak-cells';

const summarise = (cells: ReturnType<typeof streakCells>) =>
  cells.map((cell) => `${cell.streakDay}:${cell.points}${cell.done ? '✓' : ''}${cell.today ? '*' : ''}`).join(' ');

describe('the week of the streak on the points page', () => {
  it('starts at day 1 with nothing done before the first check-in', () => {
    expect(summarise(streakCells({ streak: 0, checkedInToday: false }))).toBe('1:5* 2:6 3:7 4:8 5:9 6:10 7:11');
  });

  it('marks the days done so far, today included once checked in', () => {
    expect(summarise(streakCells({ streak: 3, checkedInToday: true }))).toBe('1:5✓ 2:6✓ 3:7✓* 4:8 5:9 6:10 7:11');
    expect(summarise(streakCells({ streak: 3, checkedInToday: false }))).toBe('1:5✓ 2:6✓ 3:7✓ 4:8* 5:9 6:10 7:11');
  });

  it('moves to the next week after the seventh day, at the capped points', () => {
    expect(summarise(streakCells({ streak: 7, checkedInToday: true }))).toBe('1:5✓ 2:6✓ 3:7✓ 4:8✓ 5:9✓ 6:10✓ 7:11✓*');
    expect(summarise(streakCells({ streak: 7, checkedInToday: false }))).toBe(
      '8:11* 9:11 10:11 11:11 12:11 13:11 14:11',
    );
  });
});
