import cardStyles from './today-card.module.css';
import dayStyles from './day-line.module.css';

/**
 * The card and the day's lines, empty and at their final size, while their code arrives: the
 * page below them does not move when they fill in.
 */
export function TodayPlaceholder() {
  return (
    <>
      <div className={cardStyles.today} aria-hidden="true">
        <span className={cardStyles.card} />
      </div>
      <div className={dayStyles.day} aria-hidden="true">
        <span className={dayStyles.row} />
        <span className={dayStyles.row} />
      </div>
    </>
  );
}
