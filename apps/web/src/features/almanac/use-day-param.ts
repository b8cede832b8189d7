import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { addDays, dateBounds, isWithin, resolveDateParam, todayText, type DateBounds, type DateParam } from './dates';

export interface DayParam {
  readonly day: DateParam;
  readonly today: string;
  readonly bounds: DateBounds;
  /** Shows another day; today clears the parameter so the address keeps meaning "today". */
  readonly go: (date: string) => void;
  /** The day before (−1) or after (+1), or null at the edge of the bounds. */
  readonly neighbour: (step: -1 | 1) => string | null;
}

/**
 * The day a page shows, kept in the address as `?date=YYYY-MM-DD` so a link from another
 * page opens it and a reload keeps it. Changes replace the history entry: back leaves the page.
 */
export function useDayParam(): DayParam {
  const [params, setParams] = useSearchParams();
  const [today] = useState(() => todayText());
  const [bounds] = useState(() => dateBounds());
  const day = resolveDateParam(params.get('date'), today, bounds);
  // Other parameters (a birth the colour page reads) stay as they are.
  const go = useCallback(
    (date: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (date === today) next.delete('date');
          else next.set('date', date);
          return next;
        },
        { replace: true },
      ),
    [setParams, today],
  );
  const neighbour = (step: -1 | 1) => {
    if (day.status !== 'ok') return null;
    const next = addDays(day.date, step);
    return isWithin(next, bounds) ? next : null;
  };
  return { day, today, bounds, go, neighbour };
}
