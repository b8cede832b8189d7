import { lazy, Suspense, useMemo } from 'react';
import { useSignedIn } from '../../../shared/auth/token-store';
import { visitorDailyReading } from '../../../shared/daily-card/visitor-daily';
import { TodayCardView } from './today-card-view';

/** A member's card comes from the server, with the API client: code a visitor never downloads. */
const MemberTodayCard = lazy(() => import('./member-today-card'));

/** Today's card, the very one the daily tab shows: made on the device for a visitor. */
export function TodayCard({ date }: { readonly date: string }) {
  const signedIn = useSignedIn();
  const visitorReading = useMemo(() => (signedIn ? null : visitorDailyReading(date)), [signedIn, date]);
  if (visitorReading) return <TodayCardView key={date} reading={visitorReading} />;
  return (
    <Suspense fallback={<TodayCardView reading={null} />}>
      <MemberTodayCard />
    </Suspense>
  );
}
