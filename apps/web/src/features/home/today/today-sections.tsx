import { lazy, Suspense } from 'react';
import { useSignedIn } from '../../../shared/auth/token-store';
import { SkyReserve } from '../sky/sky-reserve';
import { DayLine } from './day-line';
import { TodayCard } from './today-card';

/** A member's own rows bring the API client and their queries: a visitor's home never loads them. */
const MemberToday = lazy(() => import('./member-today'));
const PersonalColour = lazy(() => import('./personal-colour'));
/** Today's sky for the reader's sign (星座): it fetches its sky only once scrolled near. */
const HomeSky = lazy(() => import('../sky/home-sky'));

/**
 * Today's sections of the home page, each small and on its own: the day's card, its 宜忌 and
 * colour, then a member's check-in and what they left open. A new one (today's sky, say) is
 * one more line here.
 */
export default function TodaySections({ date }: { readonly date: string }) {
  const signedIn = useSignedIn();
  return (
    <>
      <TodayCard date={date} />
      <DayLine
        date={date}
        personal={
          signedIn && (
            <Suspense fallback={null}>
              <PersonalColour />
            </Suspense>
          )
        }
      />
      {signedIn && (
        <Suspense fallback={null}>
          <MemberToday />
        </Suspense>
      )}
      <Suspense fallback={<SkyReserve />}>
        <HomeSky />
      </Suspense>
    </>
  );
}
