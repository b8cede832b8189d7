import { useTranslation } from 'react-i18next';
import { ALMANAC_GLOSSARY } from '@tarot/core/glossary/almanac-glossary';
import { useTerm } from '../../../shared/i18n/use-term';
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
  const { term } = useTerm(ALMANAC_GLOSSARY);
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
              <strong>{term('ganZhi', hour.ganZhi)}</strong>
              <span className={styles.luck}>{term('luck', hour.luck)}</span>
            </span>
            <span className={styles.range}>{hour.range}</span>
            <span className={styles.star}>
              {term('twelveStar', hour.twelveStar)} ·{' '}
              {t('huangli.hourClash', { zodiac: term('zodiac', hour.clash.zodiac) })}
            </span>
            {hour.index === current && <span className={styles.now}>{t('huangli.now')}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
