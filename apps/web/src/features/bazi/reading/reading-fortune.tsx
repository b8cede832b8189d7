import { useTranslation } from 'react-i18next';
import type { RenderedReading } from '@tarot/core/calendar/bazi/reading/render';
import type { ElementFit } from '@tarot/core/calendar/bazi/reading/types';
import { BAZI_GLOSSARY } from '@tarot/core/glossary/bazi-glossary';
import { useTerm } from '../../../shared/i18n/use-term';
import { ElementText } from '../chart/element-text';
import { Glyph } from '../chart/glyph';
import styles from './bazi-reading-view.module.css';

type Fortune = RenderedReading['fortune'];
type Period = NonNullable<Fortune['decade']> | Fortune['years'][number];

/** One incoming pillar: its 干支 in element colours, how each half sits with the chart, and its notes. */
function PeriodCard({ title, period }: { title: string; period: Period }) {
  const { t } = useTranslation('baziReading');
  const { term } = useTerm(BAZI_GLOSSARY);
  const part = (domain: 'stem' | 'branch', char: string, element: string, fit: ElementFit) => (
    <span className={styles.part}>
      <ElementText element={element}>
        <Glyph term={term} domain={domain}>
          {char}
        </Glyph>
      </ElementText>
      <small data-fit={fit}>{t(`fit.${fit}`)}</small>
    </span>
  );
  return (
    <article className={styles.period}>
      <header>
        <h4>{title}</h4>
        <span className={styles.ganZhi}>
          {part('stem', period.stem.char, period.stem.element, period.stem.fit)}
          {part('branch', period.branch.char, period.branch.element, period.branch.fit)}
        </span>
      </header>
      <ul className={styles.lines}>
        {period.notes.map((note) => (
          <li key={note.code}>{note.text}</li>
        ))}
      </ul>
    </article>
  );
}

/** The 大运 in force and the 流年 of this year and the next. */
export function ReadingFortune({ fortune }: { fortune: Fortune }) {
  const { t } = useTranslation('baziReading');
  const { decade } = fortune;
  return (
    <>
      {decade ? (
        <PeriodCard
          title={`${t('fortune.decade')} · ${t('fortune.decadeRange', {
            from: decade.startYear,
            to: decade.endYear,
            fromAge: decade.startAge,
            toAge: decade.endAge,
          })}`}
          period={decade}
        />
      ) : (
        <p className={styles.muted}>{t('fortune.noDecade')}</p>
      )}
      {fortune.notes.map((note) => (
        <p key={note.code} className={styles.muted}>
          {note.text}
        </p>
      ))}
      {fortune.years.map((year) => (
        <PeriodCard key={year.year} title={t('fortune.year', { year: year.year })} period={year} />
      ))}
      <p className={styles.small}>{t('fortune.at', { date: fortune.at })}</p>
    </>
  );
}
