import { checkInPoints, type PointsSummary } from '@tarot/contract/points';

export interface StreakCell {
  /** The day of the streak this cell stands for (1 = the first day in a row). */
  readonly streakDay: number;
  readonly points: number;
  readonly done: boolean;
  /** Today's check-in is (or would be) this day of the streak. */
  readonly today: boolean;
}

export const STREAK_WINDOW = 7;

/** A week of the streak around today: what each day earns and which are done. */
export function streakCells({
  streak,
  checkedInToday,
}: Pick<PointsSummary, 'streak' | 'checkedInToday'>): StreakCell[] {
  const todaysDay = checkedInToday ? streak : streak + 1;
  const first = Math.floor((todaysDay - 1) / STREAK_WINDOW) * STREAK_WINDOW + 1;
  return Array.from({ length: STREAK_WINDOW }, (_, index) => {
    const streakDay = first + index;
    return {
      streakDay,
      points: checkInPoints(streakDay),
      done: streakDay < todaysDay || (streakDay === todaysDay && checkedInToday),
      today: streakDay === todaysDay,
    };
  });
}
