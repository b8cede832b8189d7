import { useTranslation } from 'react-i18next';
import type { ZiweiResponse } from '@tarot/contract/calendar';
import styles from './period-picker.module.css';

interface PeriodPickerProps {
  readonly chart: ZiweiResponse['chart'];
  readonly birthYear: number;
  readonly year: number;
  readonly onYear: (year: number) => void;
}

/** 大限 by their age ranges (虚岁), then the ten years of the chosen one. */
export function PeriodPicker({ chart, birthYear, year, onYear }: PeriodPickerProps) {
  const { t } = useTranslation('bazi');
  const periods = [...chart.palaces].map((p) => p.decadal.range).sort((a, b) => a[0] - b[0]);
  // 虚岁 n falls in the calendar year birthYear + n − 1.
  const yearOfAge = (age: number) => birthYear + age - 1;
  const current = periods.find(([from, to]) => year >= yearOfAge(from) && year <= yearOfAge(to)) ?? periods[0]!;
  const years = Array.from({ length: current[1] - current[0] + 1 }, (_, i) => yearOfAge(current[0] + i));
  return (
    <section className={styles.picker}>
      <h3>{t('ziwei.periods')}</h3>
      <div className={styles.row}>
        {periods.map(([from, to]) => (
          <button
            key={from}
            type="button"
            className={styles.chip}
            data-active={from === current[0]}
            onClick={() => onYear(yearOfAge(from))}
          >
            {from}–{to}
            <small>{yearOfAge(from)}</small>
          </button>
        ))}
      </div>
      <div className={styles.row}>
        {years.map((y) => (
          <button key={y} type="button" className={styles.chip} data-active={y === year} onClick={() => onYear(y)}>
            {y}
          </button>
        ))}
      </div>
    </section>
  );
}
