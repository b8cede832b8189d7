import { useFirstPageHold } from '../../../shared/browser/use-first-page-hold';
import cardStyles from './today-card.module.css';
import dayStyles from './day-line.module.css';
import { SkyReserve } from '../sky/sky-reserve';

/**
 * The card and the day's lines, empty and at their final size, while their code arrives: the
 * page below them does not move when they fill in.
 */
export function TodayPlaceholder() {
  // Today's card is the home page's main content: the page is not shown while it is missing.
  useFirstPageHold(true);
  return (
    <>
      <div className={cardStyles.today} aria-hidden="true">
        <span className={cardStyles.card} />
      </div>
      <div className={dayStyles.day} aria-hidden="true">
        <span className={dayStyles.row} />
        <span className={dayStyles.row} />
      </div>
      <SkyReserve />
    </>
  );
}
