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
    answer = fetchAlmanacDay(date);
    answer.catch(() => answers.delete(date));
    answers.set(date, answer);
  }
  return answer;
}

/**
 * One day of the almanac without waiting for the calendar library (70 KB gzipped): the page
 * draws its date, the server's cached answer then fills in the day, and the library arrives
 * in the background and computes every later day at once, and offline, when the server
 * cannot answer.
 */
export function useAlmanacDay(date: string): AlmanacDayState {
  const [library, setLibrary] = useState(localAlmanac.current);
  const [fetched, setFetched] = useState<{ readonly date: string; readonly day: AlmanacDay | null } | null>(null);

  useEffect(() => {
    if (library) return;
    let current = true;
    const computeLocally = () =>
      localAlmanac.load().then(
        (module) => current && setLibrary(module),
        // Neither the server nor the library: failed, unless the server's answer is showing.
        () => current && setFetched((shown) => (shown?.date === date && shown.day ? shown : { date, day: null })),
      );
    // Once the date above is on screen: on a slow link the day would share it with the page's
    // own files and hold its first paint back.
    void firstPageShown()
      .then(() => requestDay(date))
      .then((day) => current && setFetched({ date, day }))
      .catch(() => undefined)
      .finally(computeLocally);
    return () => {
      current = false;
    };
  }, [date, library]);

  const computed = useMemo(() => library?.almanacOf(date), [library, date]);
  if (computed !== undefined) return computed ? { status: 'ready', day: computed } : { status: 'failed' };
  if (fetched?.date === date) return fetched.day ? { status: 'ready', day: fetched.day } : { status: 'failed' };
  return { status: 'loading' };
}
