import { useTranslation } from 'react-i18next';
import { QIMEN_METHODS } from '@tarot/core/qimen/ju';
import { QUESTION_KINDS } from '@tarot/core/qimen/reading/question';
import type { QimenForm } from './qimen-form';
import styles from './qimen-page.module.css';

interface QuestionPickerProps {
  readonly form: QimenForm;
  readonly onChange: (change: Partial<QimenForm>) => void;
}

/** The question asked and the school the 局 is found by. */
export function QuestionPicker({ form, onChange }: QuestionPickerProps) {
  const { t } = useTranslation('qimen');
  return (
    <section className={styles.card}>
      <fieldset className={styles.chips}>
        <legend>{t('form.question')}</legend>
        {QUESTION_KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            className={styles.chip}
            aria-pressed={form.question === kind}
            onClick={() => onChange({ question: kind })}
          >
            {t(`form.questions.${kind}`)}
          </button>
        ))}
      </fieldset>
      <fieldset className={styles.chips}>
        <legend>{t('form.method')}</legend>
        {QIMEN_METHODS.map((method) => (
          <button
            key={method}
            type="button"
            className={styles.chip}
            aria-pressed={form.method === method}
            onClick={() => onChange({ method })}
          >
            {t(`method.${method}`)}
          </button>
        ))}
      </fieldset>
    </section>
  );
}
