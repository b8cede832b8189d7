import { useTranslation } from 'react-i18next';
import { QIMEN_METHODS } from '@tarot/core/qimen/ju';
import { QUESTION_KINDS } from '@tarot/core/qimen/reading/question';
import type { QimenForm } from './qimen-form';
import styles from './qimen-page.module.css';

interface ChipsProps<T extends string> {
  readonly legend: string;
  readonly options: readonly T[];
  readonly value: T;
  readonly label: (option: T) => string;
  readonly onPick: (option: T) => void;
}

/** One choice among a few, as a row of toggle chips. */
function Chips<T extends string>({ legend, options, value, label, onPick }: ChipsProps<T>) {
  return (
    <fieldset className={styles.chips}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className={styles.chip}
          aria-pressed={value === option}
          onClick={() => onPick(option)}
        >
          {label(option)}
        </button>
      ))}
    </fieldset>
  );
}

interface QuestionPickerProps {
  readonly form: QimenForm;
  readonly onChange: (change: Partial<QimenForm>) => void;
}

/** The question asked and the school the 局 is found by. */
export function QuestionPicker({ form, onChange }: QuestionPickerProps) {
  const { t } = useTranslation('qimen');
  return (
    <section className={styles.card}>
      <Chips
        legend={t('form.question')}
        options={QUESTION_KINDS}
        value={form.question}
        label={(kind) => t(`form.questions.${kind}`)}
        onPick={(question) => onChange({ question })}
      />
      <Chips
        legend={t('form.method')}
        options={QIMEN_METHODS}
        value={form.method}
        label={(method) => t(`method.${method}`)}
        onPick={(method) => onChange({ method })}
      />
    </section>
  );
}
