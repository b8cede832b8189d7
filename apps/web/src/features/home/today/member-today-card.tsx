import { useDailyReading } from '../../../shared/daily-card/use-daily-reading';
import { TodayCardView } from './today-card-view';

/** The member's card of the day, drawn once by the server and stored, as on the daily tab. */
export default function MemberTodayCard() {
  const daily = useDailyReading();
  const reading = daily.status === 'ready' ? daily.reading : null;
  return <TodayCardView key={reading?.date ?? 'waiting'} reading={reading} />;
}
