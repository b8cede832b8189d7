import { memo, useMemo, useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { searchGoodDays, type ChartPillars, type GoodDaySearch } from '@tarot/core/calendar/ze-day';
import type { ZeDayWording } from '@tarot/core/calendar/ze-day-text';
import { ALMANAC_GLOSSARY } from '@tarot/core/glossary/almanac-glossary';
import { ExcludedDays } from './excluded-days';
import { GoodDayCard } from './good-day-card';
import { toQuery, type ZeDayForm } from './ze-day-form';
import { useTerm } from '../../../shared/i18n/use-term';
import { CardList } from '../../../shared/ui/card-list';
import { ErrorBlock } from '../../../shared/ui/error-block';
import styles from './good-day-results.module.css';

/** Cards shown at first and per "show more": a year of 祭祀 days is over a hundred. */
const PAGE_SIZE = 20;

function search(form: ZeDayForm, pillars: ChartPillars | null): GoodDaySearch | null {
  try {
    return searchGoodDays(toQuery(form, pillars));
  } catch {
    return null;
  }
}

interface GoodDayResultsProps {
  readonly form: ZeDayForm;
  /** The pillars of the member's chart in use, or null. */
  readonly pillars: ChartPillars | null;
  /** What the reasons are said with, in the interface language. */
  readonly wording: ZeDayWording;
}

/**
 * The good days for a checked form, best first, searched in the browser (a year takes
 * ~20–50 ms), then every other day with why. Memoised so a deferred form re-renders the
 * list only when the search changes.
 */
export const GoodDayResults = memo(function GoodDayResults({ form, pillars, wording }: GoodDayResultsProps) {
  const { t, i18n } = useTranslation('almanac');
  const { term } = useTerm(ALMANAC_GLOSSARY);
  const found = useMemo(() => search(form, pillars), [form, pillars]);
  const [shown, setShown] = useState(PAGE_SIZE);

  if (!found) {
    return <ErrorBlock status="default" title={t('zeDay.failed')} description={t('zeDay.failedHint')} />;
  }
  const rest = found.days.length - shown;
  const excluded = <ExcludedDays days={found.excluded} wording={wording} />;
  if (found.days.length === 0) {
    return (
      <section aria-live="polite">
        <ErrorBlock status="empty" title={t('zeDay.empty')} description={t('zeDay.emptyHint')} />
        {excluded}
      </section>
    );
  }
  return (
    <section aria-live="polite">
      <p className={styles.summary}>
        <strong>{t('zeDay.found', { total: found.days.length })}</strong>
        <span>
          {t('zeDay.criteria', {
            terms: new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(
              found.terms.map((name) => term('activity', name)),
            ),
            duties: new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(
              found.duties.map((duty) => term('duty', duty)),
            ),
          })}
        </span>
      </p>
      <CardList>
        {found.days.slice(0, shown).map((day, index) => (
          <li key={day.date}>
            <GoodDayCard day={day} rank={index + 1} wording={wording} />
          </li>
        ))}
      </CardList>
      {rest > 0 && (
        <Button className={styles.more} block shape="rounded" onClick={() => setShown((n) => n + PAGE_SIZE)}>
          {t('zeDay.showMore', { rest })}
        </Button>
      )}
      {excluded}
    </section>
  );
});
