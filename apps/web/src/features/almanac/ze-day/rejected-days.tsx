import { Collapse } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RejectedDay } from '@tarot/core/calendar/ze-day';
import { ALMANAC_GLOSSARY } from '@tarot/core/glossary/almanac-glossary';
import { pageLink } from '../../../shared/config/paths';
import { useTerm } from '../../../shared/i18n/use-term';
import { formatDay } from '../dates';
import { useLunarDate } from '../use-lunar-date';
import { RejectionChips } from './day-reasons';
import styles from './rejected-days.module.css';

interface RejectedDaysProps {
  readonly days: readonly RejectedDay[];
  readonly terms: readonly string[];
}

/**
 * "Why not these days?": the days the almanac marks 宜 for the event that the search set
 * aside (黑道, the wrong 建除, a clashing 生肖), folded away until asked. The panel renders
 * its rows only when first opened.
 */
export function RejectedDays({ days, terms }: RejectedDaysProps) {
  const { t, i18n } = useTranslation('almanac');
  const { term } = useTerm(ALMANAC_GLOSSARY);
  const lunarDate = useLunarDate();
  if (days.length === 0) return null;
  const activities = new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(
    terms.map((name) => term('activity', name)),
  );
  return (
    <Collapse className={styles.collapse}>
      <Collapse.Panel key="rejected" title={t('zeDay.whyNot', { total: days.length })}>
        <p className={styles.hint}>{t('zeDay.whyNotHint', { terms: activities })}</p>
        <ul className={styles.list}>
          {days.map((day) => (
            <li key={day.date}>
              <Link
                className={styles.date}
                to={pageLink('huangli', { date: day.date })}
                aria-label={t('zeDay.open', { date: day.date })}
              >
                {formatDay(day.date, i18n.language, { month: 'short', day: 'numeric', weekday: 'short' })}
                <small>{lunarDate(day.lunar)}</small>
              </Link>
              <RejectionChips rejections={day.rejections} />
            </li>
          ))}
        </ul>
      </Collapse.Panel>
    </Collapse>
  );
}
