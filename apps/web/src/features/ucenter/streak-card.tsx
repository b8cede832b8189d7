import { Button } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { POINTS_RULES, type PointsSummary } from '@tarot/contract/points';
import { streakCells } from './streak-cells';
import type { CheckIns } from './use-check-ins';
import styles from './streak-card.module.css';

/** This week of the streak, day by day with its points, and the two check-in buttons. */
export function StreakCard({ summary, checkIns }: { summary: PointsSummary; checkIns: CheckIns }) {
  const { t } = useTranslation('ucenter');
  return (
    <section className={styles.card}>
      <p className={styles.streak}>
        {summary.streak > 0 ? t('checkIn.streak', { days: summary.streak }) : t('checkIn.streakNone')}
      </p>
      <ol className={styles.cells}>
        {streakCells(summary).map((cell) => (
          <li
            key={cell.streakDay}
            className={styles.cell}
            data-done={cell.done ? 'true' : 'false'}
            data-today={cell.today ? 'true' : 'false'}
          >
            <span className={styles.cellPoints}>
              {cell.done ? <CheckOutline aria-label={t('checkIn.done')} /> : `+${cell.points}`}
            </span>
            <span className={styles.cellDay}>
              {cell.today ? t('points.today') : t('points.day', { day: cell.streakDay })}
            </span>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button
          color="primary"
          shape="rounded"
          block
          disabled={summary.checkedInToday}
          loading={checkIns.pending === 'daily'}
          onClick={() => void checkIns.checkIn()}
        >
          {summary.checkedInToday ? t('checkIn.done') : t('points.checkInFor', { points: summary.nextCheckInPoints })}
        </Button>
        {summary.adCheckInAvailable && (
        <Button
          color="primary"
          fill="outline"
          shape="rounded"
          block
          disabled={summary.adCheckedInToday}
          loading={checkIns.pending === 'ad'}
          onClick={() => void checkIns.adCheckIn()}
        >
          {summary.adCheckedInToday
            ? t('menu.adCheckInDone')
            : t('points.watchAdFor', { points: POINTS_RULES.adCheckIn })}
        </Button>
        )}
      </div>
    </section>
  );
}
