import { useEffect, useMemo, useState } from 'react';
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
    // With the page's code, not a round trip after it: production's declaration is only an address.
    answer = fetchAlmanacDay(date);
    answer.catch(() => answers.delete(date));
    answers.set(date, answer);
  }
  return answer;
}

/**
 * One day of the almanac without waiting for the calendar library (70 KB gzipped): the
 * server's cached answer paints the first day, then the library arrives in the background
 * and computes every later day at once, and offline, when the server cannot answer.
 */
export function useAlmanacDay(date: string): AlmanacDayState {
  const [library, setLibrary] = useState(localAlmanac.current);
  const [fetched, setFetched] = useState<{ readonly date: string; readonly day: AlmanacDay | null } | null>(null);
  // Asked while rendering, not in the effect: the loading text waits for its own texts, and
  // effects wait for it; the request is cached, so asking again costs nothing.
  if (!library) void requestDay(date).catch(() => undefined);

  useEffect(() => {
    if (library) return;
    let current = true;
    const computeLocally = () =>
      localAlmanac.load().then(
        (module) => current && setLibrary(module),
        // Neither the server nor the library: failed, unless the server's answer is showing.
        () => current && setFetched((shown) => (shown?.date === date && shown.day ? shown : { date, day: null })),
      );
    void requestDay(date)
      .then((day) => current && setFetched({ date, day }))
      .catch(() => undefined)
      // The library comes after the page has drawn: on a slow link it would share it with the day.
      .finally(() => void firstPageShown().then(computeLocally));
    return () => {
      current = false;
    };
  }, [date, library]);

  const computed = useMemo(() => library?.almanacOf(date), [library, date]);
  if (computed !== undefined) return computed ? { status: 'ready', day: computed } : { status: 'failed' };
  if (fetched?.date === date) return fetched.day ? { status: 'ready', day: fetched.day } : { status: 'failed' };
  return { status: 'loading' };
}
