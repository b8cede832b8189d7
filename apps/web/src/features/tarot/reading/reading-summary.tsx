import { useTranslation } from 'react-i18next';
import type { DrawnCard } from '@tarot/core/tarot/draw';
import type { ComposedReading } from '@tarot/core/tarot/reading/compose';
import { summarizeReading } from '@tarot/core/tarot/summary';
import styles from './reading-summary.module.css';

interface ReadingSummaryProps {
  readonly cards: readonly DrawnCard[];
  readonly told: ComposedReading;
}

/** 整体解读: the draw's balance at a glance, then the reading told for the question: paired positions, patterns, the bottom line. */
export function ReadingSummary({ cards, told }: ReadingSummaryProps) {
  const { t } = useTranslation('tarot');
  const summary = summarizeReading(cards);
  return (
    <section className={styles.summary}>
      <h2>{t('summary.title')}</h2>
      <ul className={styles.counts} aria-label={t('summary.elementsLabel')}>
        {(['fire', 'water', 'air', 'earth'] as const).map((element) => (
          <li key={element} data-element={element}>
            <span>{t(`elements.${element}`)}</span>
            <strong>{summary.elements[element]}</strong>
          </li>
        ))}
      </ul>
      <p>
        {t('summary.counts', {
          count: summary.total,
          majors: summary.majors,
          minors: summary.minors,
          reversed: summary.reversed,
        })}
      </p>
      <p className={styles.opening}>{told.opening}</p>
      <p>{told.lens}</p>
      {told.narrative.length > 0 && (
        <>
          <h3>{t('summary.narrative')}</h3>
          {told.narrative.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </>
      )}
      {told.patterns.length > 0 && (
        <>
          <h3>{t('summary.patterns')}</h3>
          <ul className={styles.patterns}>
            {told.patterns.map((pattern) => (
              <li key={pattern}>{pattern}</li>
            ))}
          </ul>
        </>
      )}
      {told.answer && (
        <p className={styles.answer} role="note">
          {told.answer}
        </p>
      )}
      {told.closing.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  );
}
