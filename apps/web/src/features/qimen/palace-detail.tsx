import { useTranslation } from 'react-i18next';
import type { TermLanguage } from '@tarot/core/glossary/renderings';
import type { QimenPalace } from '@tarot/core/qimen/chart';
import type { RenderedPattern } from '@tarot/core/qimen/reading/render';
import type { QimenTerms } from './qimen-terms';
import { FactList } from './fact-list';
import { HanText } from './han-text';
import styles from './qimen-page.module.css';

/** Each mark's text key (i18n keys stay ASCII). */
const MARK_KEYS: Readonly<Record<QimenPalace['marks'][number], string>> = {
  旬空: 'void',
  驿马: 'horse',
  门迫: 'pressed',
  入墓: 'tomb',
  击刑: 'punished',
};

interface PalaceDetailProps {
  readonly palace: QimenPalace;
  readonly patterns: readonly RenderedPattern[];
  readonly terms: QimenTerms;
  readonly language: TermLanguage;
}

/** The selected palace in the reader's words: its pieces with their Chinese, its marks and patterns. */
export function PalaceDetail({ palace, patterns, terms, language }: PalaceDetailProps) {
  const { t } = useTranslation('qimen');
  const rows: [string, string][] = [
    [
      t('palace.heaven'),
      [palace.heavenStem, palace.lodged?.heavenStem]
        .filter(Boolean)
        .map((s) => terms.stem(s!))
        .join(' · '),
    ],
    [
      t('palace.earth'),
      [palace.earthStem, palace.lodged?.earthStem]
        .filter(Boolean)
        .map((s) => terms.stem(s!))
        .join(' · '),
    ],
    [
      t('palace.star'),
      [palace.star, palace.lodged?.star]
        .filter(Boolean)
        .map((s) => terms.star(s!))
        .join(' · '),
    ],
    [t('palace.door'), palace.door ? terms.door(palace.door) : ''],
    [t('palace.god'), palace.god ? terms.god(palace.god) : ''],
    [t('palace.state'), terms.state(palace.state)],
  ];
  const here = patterns.filter((p) => p.palaces.includes(palace.palace));
  return (
    <section className={styles.card} aria-live="polite">
      <h3 className={styles.cardTitle}>
        <HanText text={terms.palace(palace.palace)} language={language} />
      </h3>
      {palace.palace === 5 && <p className={styles.small}>{t('palace.centre')}</p>}
      <FactList rows={rows.filter(([, value]) => value)} language={language} />
      {palace.marks.length > 0 && (
        <ul className={styles.markList}>
          {palace.marks.map((mark) => (
            <li key={mark}>{t(`marks.${MARK_KEYS[mark]}`)}</li>
          ))}
        </ul>
      )}
      {here.map((p) => (
        <p key={p.id} className={styles.small} data-nature={p.nature}>
          <strong>
            <HanText text={p.label} language={language} />
          </strong>{' '}
          {p.text}
        </p>
      ))}
    </section>
  );
}
