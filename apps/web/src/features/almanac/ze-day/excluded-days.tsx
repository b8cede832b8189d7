import { useState } from 'react';
import { Button, Collapse } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ExcludedDay } from '@tarot/core/calendar/ze-day';
import type { ZeDayWording } from '@tarot/core/calendar/ze-day-text';
import { pageLink } from '../../../shared/config/paths';
import { formatDay } from '../dates';
import { useLunarDate } from '../use-lunar-date';
import { ExclusionChips } from './day-reasons';
import styles from './excluded-days.module.css';

/** Rows shown at first and per "show more": a year leaves out some three hundred days. */
const PAGE_SIZE = 40;

function ExcludedList({ days, wording }: { days: readonly ExcludedDay[]; wording: ZeDayWording }) {
  const { t, i18n } = useTranslation('almanac');
  const lunarDate = useLunarDate();
  const [shown, setShown] = useState(PAGE_SIZE);
  const rest = days.length - shown;
  return (
    <>
      <ul className={styles.list}>
        {days.slice(0, shown).map((day) => (
          <li key={day.date}>
            <Link
              className={styles.date}
              to={pageLink('huangli', { date: day.date })}
              aria-label={t('zeDay.open', { date: day.date })}
            >
              {formatDay(day.date, i18n.language, { month: 'short', day: 'numeric', weekday: 'short' })}
              <small>{lunarDate(day.lunar)}</small>
            </Link>
            <ExclusionChips reasons={day.reasons} wording={wording} />
          </li>
        ))}
      </ul>
      {rest > 0 && (
        <Button className={styles.more} block shape="rounded" onClick={() => setShown((n) => n + PAGE_SIZE)}>
          {t('zeDay.showMore', { rest })}
        </Button>
      )}
    </>
  );
}

/**
 * "Why not these days?": every day of the range the search left out, each with all its
 * reasons (not in the almanac's 宜, 岁破, 三娘煞, a clash …), folded away until asked. The
 * panel renders its rows only when first opened.
 */
export function ExcludedDays({ days, wording }: { days: readonly ExcludedDay[]; wording: ZeDayWording }) {
  const { t } = useTranslation('almanac');
  if (days.length === 0) return null;
  return (
    <Collapse className={styles.collapse}>
      <Collapse.Panel key="excluded" title={t('zeDay.whyNot', { total: days.length })}>
        <p className={styles.hint}>{t('zeDay.whyNotHint')}</p>
        <ExcludedList days={days} wording={wording} />
      </Collapse.Panel>
    </Collapse>
  );
}
