import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showError } from '../../../shared/api/show-error';
import { PAGES } from '../../../shared/config/paths';
import { dailyCheckIn, refreshPoints, usePointsSummary } from '../../../shared/points/points-summary';
import { toast } from '../../../shared/ui/toast';
import { trackEvent } from '../../../shared/usage/track';
import styles from './member-today.module.css';

/** The streak so far and, until it is done, today's check-in with what it earns. */
export function CheckInRow() {
  const { t } = useTranslation('home');
  const { data: summary } = usePointsSummary();
  const [pending, setPending] = useState(false);
  if (!summary) return null;

  const checkIn = async () => {
    if (pending) return; // one check-in at a time: a double tap sends one
    setPending(true);
    try {
      const result = await dailyCheckIn();
      trackEvent('check-in', { kind: 'daily' });
      toast.show({
        icon: 'success',
        content: t('today.checkIn.earned', { points: result.points, streak: result.streak }),
      });
      await refreshPoints();
    } catch (error) {
      showError(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <div className={styles.row}>
      <Link className={styles.streak} to={PAGES.points}>
        <span className={styles.flame} aria-hidden="true">
          ✦
        </span>
        {summary.streak > 0 ? t('today.checkIn.streak', { count: summary.streak }) : t('today.checkIn.noStreak')}
      </Link>
      {summary.checkedInToday ? (
        <span className={styles.done}>{t('today.checkIn.done')}</span>
      ) : (
        <Button className={styles.action} size="small" shape="rounded" loading={pending} onClick={() => void checkIn()}>
          {t('today.checkIn.action', { points: summary.nextCheckInPoints })}
        </Button>
      )}
    </div>
  );
}
