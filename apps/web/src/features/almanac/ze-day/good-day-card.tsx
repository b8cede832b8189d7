import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GoodDay } from '@tarot/core/calendar/ze-day';
import { pageLink } from '../../../shared/config/paths';
import { formatDay } from '../dates';
import styles from './good-day-card.module.css';

/** One good day: date, lunar date, 建除, 值神, 冲煞 and good hours; a tap opens its almanac. */
export function GoodDayCard({ day }: { day: GoodDay }) {
  const { t, i18n } = useTranslation('almanac');
  const language = i18n.language;
  return (
    <Link
      className={styles.card}
      to={pageLink('huangli', { date: day.date })}
      aria-label={t('zeDay.open', { date: day.date })}
    >
      <span className={styles.date}>
        <strong>{Number(day.date.slice(8))}</strong>
        <small>{formatDay(day.date, language, { month: 'short' })}</small>
      </span>
      <span className={styles.body}>
        <span className={styles.title}>
          {formatDay(day.date, language, { year: 'numeric', month: 'long', day: 'numeric', weekday: 'short' })}
        </span>
        <span className={styles.lunar}>
          {day.lunar.monthName}
          {day.lunar.dayName} · {t('zeDay.dayGanZhi', { ganZhi: day.ganZhi.day })}
        </span>
        <span className={styles.tags}>
          <span>
            <small>{t('zeDay.duty')}</small>
            {day.duty}
          </span>
          <span data-ecliptic={day.twelveStar.ecliptic}>
            <small>{t('zeDay.twelveStar')}</small>
            {day.twelveStar.name} {day.twelveStar.ecliptic}
          </span>
          <span>
            <small>{t('zeDay.clash')}</small>
            {day.clash.text} {t('zeDay.sha', { direction: day.clash.sha })}
          </span>
        </span>
        <span className={styles.hours}>
          <small>{t('zeDay.goodHours')}</small>
          {day.goodHours.length > 0 ? (
            day.goodHours.map((hour) => (
              <span key={hour.branch} className={styles.hour}>
                {hour.ganZhi} <em>{hour.range}</em>
              </span>
            ))
          ) : (
            <span className={styles.none}>{t('zeDay.noGoodHours')}</span>
          )}
        </span>
      </span>
      <RightOutline className={styles.arrow} aria-hidden="true" />
    </Link>
  );
}
