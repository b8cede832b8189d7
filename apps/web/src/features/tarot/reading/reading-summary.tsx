import { useTranslation } from 'react-i18next';
import type { DrawnCard } from '@tarot/core/tarot/draw';
import { summarizeReading, type ReadingSummary as Summary } from '@tarot/core/tarot/summary';
import styles from './reading-summary.module.css';

/** The paragraphs of the closing summary, in the reader's language. */
export function summaryParagraphs(
  summary: Summary,
  t: (key: string, options?: Record<string, unknown>) => string,
): string[] {
  const paragraphs = [
    t('summary.counts', {
      total: summary.total,
      majors: summary.majors,
      minors: summary.minors,
      reversed: summary.reversed,
    }),
    t(`summary.majorWeight.${summary.majorWeight}`),
  ];
  if (summary.total >= 3) {
    paragraphs.push(summary.dominantElement ? t(`summary.dominant.${summary.dominantElement}`) : t('summary.balanced'));
  }
  for (const suit of summary.missingSuits) paragraphs.push(t(`summary.missing.${suit}`));
  paragraphs.push(t(`summary.reversedWeight.${summary.reversedWeight}`));
  return paragraphs;
}

/** Majors against minors, suits and elements, reversals — and what the balance suggests. */
export function ReadingSummary({ cards }: { cards: readonly DrawnCard[] }) {
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
      {summaryParagraphs(summary, t).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  );
}
