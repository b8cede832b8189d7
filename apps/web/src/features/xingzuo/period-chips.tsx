import { useTranslation } from 'react-i18next';
import type { HoroscopePeriod } from '@tarot/core/astrology/period';
import styles from './xingzuo.module.css';

interface PeriodChipsProps<P extends HoroscopePeriod> {
  readonly periods: readonly P[];
  readonly chosen: P;
  readonly onChoose: (period: P) => void;
}

/** Today / this week / this month, as a row of chips: the sign horoscope's three, the personal one's two. */
export function PeriodChips<P extends HoroscopePeriod>({ periods, chosen, onChoose }: PeriodChipsProps<P>) {
  const { t } = useTranslation('xingzuo');
  return (
    <fieldset className={styles.periods}>
      <legend className={styles.hidden}>{t('horoscope.period')}</legend>
      {periods.map((period) => (
        <button
          key={period}
          type="button"
          className={styles.chip}
          aria-pressed={chosen === period}
          onClick={() => onChoose(period)}
        >
          {t(`horoscope.periods.${period}`)}
        </button>
      ))}
    </fieldset>
  );
}
