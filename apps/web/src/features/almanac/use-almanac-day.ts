import { startTransition, useEffect, useLayoutEffect, useMemo, useReducer, useState } from 'react';
import type { AlmanacDay } from '@tarot/core/calendar/almanac';
import { firstPageShown } from '../../shared/browser/first-page-shown';
import { lazyModule } from '../../shared/browser/lazy-module';
import { fetchAlmanacDay } from './almanac-api';

export type AlmanacDayState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly day: AlmanacDay }
  | { readonly status: 'failed' };

const localAlmanac = lazyModule(() => import('./local-almanac'));
/** The server's answers by date, each asked for once (a failed one is asked again). */
const answers = new Map<string, Promise<AlmanacDay>>();
function requestDay(date: string): Promise<AlmanacDay> {
  let answer = answers.get(date);
  if (!answer) {
    answer = fetchAlmanacDay(date);
    answer.catch(() => answers.delete(date));
    answers.set(date, answer);
  }
  return answer;
}

type Fetched = { readonly date: string; readonly day: AlmanacDay | null };

/**
 * One day of the almanac without waiting for the calendar library (70 KB gzipped): the page
 * draws its date, the server's cached answer then fills in the day, and the library arrives
 * in the background and computes every later day at once, and offline, when the server
 * cannot answer.
 *
 * Both arrivals draw as transitions, in slices a tap can interrupt. The library's arrival
 * draws nothing when the server's answer is showing: it computes the same day, and drawing
 * the whole almanac again would be a long task for no change.
 */
export function useAlmanacDay(date: string): AlmanacDayState {
  const [fetched, setFetched] = useState<Fetched | null>(null);
  const [, libraryArrived] = useReducer((count: number) => count + 1, 0);
  const library = localAlmanac.current;
  // Asked for as the page commits, not in the effect below, which runs once it has painted: the
  // day is what it paints next. Each date is asked for once (requestDay).
  useLayoutEffect(() => {
    if (!localAlmanac.current) requestDay(date).catch(() => undefined); // the effect below reports a failure
  }, [date]);

  useEffect(() => {
    if (localAlmanac.current) return;
    let current = true;
    const show = (next: Fetched) => startTransition(() => setFetched(next));
    const computeLocally = (shownFromServer: boolean) =>
      localAlmanac.load().then(
        () => current && !shownFromServer && startTransition(libraryArrived),
        // Neither the server nor the library: failed, unless the server's answer is showing.
        () => current && !shownFromServer && show({ date, day: null }),
      );
    // At once: the day is what the visitor came for, and the page holds its deferred work
    // back until it has drawn (huangli-page.tsx), so nothing else shares the link with it.
    void requestDay(date)
      .then(
        (day) => {
          if (current) show({ date, day });
          // The library for later days once this one is on screen, not beside it.
          return firstPageShown().then(() => true);
        },
        () => false,
      )
      .then(computeLocally);
    return () => {
      current = false;
    };
  }, [date]);

  const computed = useMemo(
    () => (fetched?.date === date && fetched.day ? undefined : library?.almanacOf(date)),
    [library, date, fetched],
  );
  if (fetched?.date === date && fetched.day) return { status: 'ready', day: fetched.day };
  if (computed !== undefined) return computed ? { status: 'ready', day: computed } : { status: 'failed' };
  if (fetched?.date === date) return { status: 'failed' };
  return { status: 'loading' };
}
