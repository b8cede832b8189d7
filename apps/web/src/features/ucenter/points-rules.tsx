import { useTranslation } from 'react-i18next';
import { POINTS_RULES } from '@tarot/contract/points';
import styles from './points-rules.module.css';

/** How points are earned, with the numbers the server uses. */
export function PointsRules() {
  const { t } = useTranslation('ucenter');
  const bonusFrom = POINTS_RULES.checkInStreakBonusMax + 1;
  return (
    <section className={styles.card}>
      <h2 className={styles.title}>{t('rules.title')}</h2>
      <ul className={styles.list}>
        <li>
          {t('rules.checkIn', {
            base: POINTS_RULES.checkInBase,
            max: POINTS_RULES.checkInBase + POINTS_RULES.checkInStreakBonusMax,
            day: bonusFrom,
          })}
        </li>
        <li>{t('rules.adCheckIn', { points: POINTS_RULES.adCheckIn, seconds: POINTS_RULES.adSeconds })}</li>
        <li>{t('rules.invite', { points: POINTS_RULES.invite })}</li>
        <li>{t('rules.day')}</li>
      </ul>
    </section>
  );
}
