import { useTranslation } from 'react-i18next';
import type { AlmanacHour } from '@tarot/core/calendar/almanac-hours';
import styles from './hours-grid.module.css';

interface HoursGridProps {
  readonly hours: readonly AlmanacHour[];
  /** The 时辰 the clock is in when the day shown is today. */
  readonly current: number | null;
}

/** The twelve 时辰 with their 值神, 吉凶 and 冲. */
export function HoursGrid({ hours, current }: HoursGridProps) {
  const { t } = useTranslation('almanac');
  return (
    <section className={styles.card} aria-labelledby="huangli-hours">
      <h3 id="huangli-hours" className={styles.title}>
        {t('huangli.hours')}
      </h3>
      <ol className={styles.grid}>
        {hours.map((hour) => (
          <li
            key={hour.index}
            className={styles.hour}
            data-luck={hour.luck}
            aria-current={hour.index === current ? 'time' : undefined}
          >
            <span className={styles.head}>
              <strong>{hour.ganZhi}</strong>
              <span className={styles.luck}>{hour.luck}</span>
            </span>
            <span className={styles.range}>{hour.range}</span>
            <span className={styles.star}>
              {hour.twelveStar} · {t('huangli.hourClash', { zodiac: hour.clash.zodiac })}
            </span>
            {hour.index === current && <span className={styles.now}>{t('huangli.now')}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
