import { useTranslation } from 'react-i18next';
import type { QimenForm } from './qimen-form';
import styles from './qimen-page.module.css';

interface MomentBarProps {
  readonly form: QimenForm;
  readonly onChange: (change: Partial<QimenForm>) => void;
}

/** The moment of the chart: now by default, or any date and time from 1901 to 2099. */
export function MomentBar({ form, onChange }: MomentBarProps) {
  const { t } = useTranslation('qimen');
  return (
    <section className={styles.card}>
      <div className={styles.momentRow}>
        <label className={styles.field}>
          <span>{t('form.date')}</span>
          <input
            type="date"
            min="1901-01-01"
            max="2099-12-31"
            value={form.date}
            onChange={(event) => event.target.value && onChange({ date: event.target.value, now: false })}
          />
        </label>
        <label className={styles.field}>
          <span>{t('form.time')}</span>
          <input
            type="time"
            value={form.time}
            onChange={(event) => event.target.value && onChange({ time: event.target.value, now: false })}
          />
        </label>
        <button
          type="button"
          className={styles.nowButton}
          aria-pressed={form.now}
          onClick={() => onChange({ now: true })}
        >
          {t('form.now')}
        </button>
      </div>
    </section>
  );
}
