import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DayBrief } from '@tarot/contract/day-brief';
import { PAGES } from '../../../shared/config/paths';
import { ColourWords } from './colour-words';
import { useDayBrief } from './use-day-brief';
import styles from './day-line.module.css';

/** How many of the day's 宜 and of its 忌 the one line names; the almanac page has them all. */
const WORDS_SHOWN = 3;

/**
 * The day in two lines: its 干支 with what it suits and avoids, then the colour to wear, each
 * leading to its page. `personal` is the member's own colour, when there is one.
 */
export function DayLine({ date, personal }: { readonly date: string; readonly personal?: ReactNode }) {
  const { t } = useTranslation('home');
  const brief = useDayBrief(date);
  const ready = typeof brief === 'object' ? brief : null;
  const words = (list: readonly string[], none: string) =>
    list.length > 0 ? list.slice(0, WORDS_SHOWN).join(t('today.day.separator')) : t(none);

  return (
    <section className={styles.day} aria-labelledby="home-day" aria-busy={brief === 'loading'}>
      <Link className={styles.row} to={PAGES.huangli}>
        <h2 id="home-day" className={styles.ganZhi}>
          {ready ? t('today.day.ganZhi', { ganZhi: ready.ganZhi }) : t('today.day.heading')}
        </h2>
        {ready ? (
          <span className={styles.line}>
            <b className={styles.yi}>{t('today.day.yi')}</b>
            {words(ready.yi, 'today.day.noYi')} <b className={styles.ji}>{t('today.day.ji')}</b>
            {words(ready.ji, 'today.day.noJi')}
          </span>
        ) : (
          <span className={styles.line}>{brief === 'failed' ? t('today.day.open') : '\u00a0'}</span>
        )}
      </Link>
      <Link className={styles.row} to={PAGES.dayColour}>
        <h2 className={styles.label}>{t('today.colour.heading')}</h2>
        <span className={styles.line}>{ready ? <DayColour brief={ready} /> : '\u00a0'}</span>
      </Link>
      {personal}
    </section>
  );
}

function DayColour({ brief }: { readonly brief: DayBrief }) {
  return (
    <>
      <span className={styles.swatch} style={{ background: brief.colour.hex }} aria-hidden="true" />
      {/* The colour names are the almanac's: they arrive with its texts, after the line. */}
      <Suspense fallback={brief.colour.elementName}>
        <ColourWords ids={brief.colour.colours} element={brief.colour.elementName} />
      </Suspense>
    </>
  );
}
