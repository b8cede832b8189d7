import { useTranslation } from 'react-i18next';
import type { TermLanguage } from '@tarot/core/glossary/renderings';
import type { RenderedPattern, RenderedQimenReading } from '@tarot/core/qimen/reading/render';
import { HanText } from './han-text';
import styles from './qimen-page.module.css';

interface ReadingViewProps {
  readonly reading: RenderedQimenReading;
  readonly patterns: readonly RenderedPattern[];
  readonly language: TermLanguage;
}

/** The written answer to the question, then every pattern of the board. */
export function QimenReadingView({ reading, patterns, language }: ReadingViewProps) {
  const { t } = useTranslation('qimen');
  return (
    <>
      <section className={styles.card}>
        <h3 className={styles.cardTitle}>
          {t('reading.title', { question: reading.questionName })}
          <span className={styles.tone} data-tone={reading.tone}>
            {t(`reading.tone.${reading.tone}`)}
          </span>
        </h3>
        {reading.lines.map((line) => (
          <p key={line.code} className={styles.line} data-code={line.code}>
            <HanText text={line.text} language={language} />
          </p>
        ))}
      </section>
      <section className={styles.card}>
        <h3 className={styles.cardTitle}>{t('patterns.title')}</h3>
        {patterns.length === 0 && <p className={styles.small}>{t('patterns.none')}</p>}
        <ul className={styles.patterns}>
          {patterns.map((p) => (
            <li key={p.id} data-nature={p.nature}>
              <strong>
                <HanText text={p.label} language={language} />
              </strong>
              <span className={styles.nature}>{t(`patterns.${p.nature}`)}</span>
              <p className={styles.small}>{p.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
