import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { DayColourReading } from '@tarot/core/calendar/day-colour';
import { CYCLE_GLOSSARY } from '@tarot/core/glossary/cycle-glossary';
import { useTerm } from '../../../shared/i18n/use-term';
import { formatDay } from '../dates';
import { ColourChip, ElementSwatch } from './colour-swatch';
import styles from './week-colours.module.css';

interface WeekColoursProps {
  readonly readings: readonly DayColourReading[];
  readonly selected: string;
  readonly onPick: (date: string) => void;
}

/** The coming days at a glance: each day's 大吉 colours; a tap shows that day in full. */
export function WeekColours({ readings, selected, onPick }: WeekColoursProps) {
  const { t, i18n } = useTranslation('almanac');
  const { term } = useTerm(CYCLE_GLOSSARY);
  return (
    <section className={styles.card} aria-labelledby="week-colours">
      <h3 id="week-colours" className={styles.title}>
        {t('colour.week')}
      </h3>
      <ul className={styles.list}>
        {readings.map((reading) => {
          const best = reading.advice[0]!;
          return (
            <li key={reading.date}>
              <button
                type="button"
                className={styles.day}
                onClick={() => onPick(reading.date)}
                aria-current={reading.date === selected ? 'date' : undefined}
              >
                <span className={styles.when}>
                  <strong>{formatDay(reading.date, i18n.language, { month: 'short', day: 'numeric' })}</strong>
                  <small>
                    {formatDay(reading.date, i18n.language, { weekday: 'short' })} ·{' '}
                    {t('colour.dayGanZhi', { ganZhi: term('ganZhi', reading.dayGanZhi) })}
                  </small>
                </span>
                <ElementSwatch element={best.element} size="small" />
                <span className={styles.colours}>
                  {best.english.map((id) => (
                    <ColourChip key={id} id={id} />
                  ))}
                </span>
                <RightOutline className={styles.arrow} aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
