import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GoodDay } from '@tarot/core/calendar/ze-day';
import type { ZeDayWording } from '@tarot/core/calendar/ze-day-text';
import { pageLink } from '../../../shared/config/paths';
import { ALMANAC_GLOSSARY } from '@tarot/core/glossary/almanac-glossary';
import { useTerm } from '../../../shared/i18n/use-term';
import { formatDay } from '../dates';
import { useClashText } from '../use-clash-text';
import { useLunarDate } from '../use-lunar-date';
import { ReasonChips } from './day-reasons';
import styles from './good-day-card.module.css';

/** One good day: its rank, date, lunar date, why it qualifies, 冲煞 and good hours; a tap opens its almanac. */
export function GoodDayCard({ day, rank, wording }: { day: GoodDay; rank: number; wording: ZeDayWording }) {
  const { t, i18n } = useTranslation('almanac');
  const language = i18n.language;
  const { term } = useTerm(ALMANAC_GLOSSARY);
  const clashText = useClashText();
  const lunarDate = useLunarDate();
  return (
    <Link
      className={styles.card}
      to={pageLink('huangli', { date: day.date })}
      aria-label={t('zeDay.open', { date: day.date })}
    >
      <span className={styles.date}>
        {/* The link's own label names the day; the rank is for the eye. */}
        <span className={styles.rank} aria-hidden="true">
          {rank}
        </span>
        <strong>{Number(day.date.slice(8))}</strong>
        <small>{formatDay(day.date, language, { month: 'short' })}</small>
      </span>
      <span className={styles.body}>
        <span className={styles.title}>
          {formatDay(day.date, language, { year: 'numeric', month: 'long', day: 'numeric', weekday: 'short' })}
        </span>
        <span className={styles.lunar}>
          {lunarDate(day.lunar)} · {t('zeDay.dayGanZhi', { ganZhi: term('ganZhi', day.ganZhi.day) })}
        </span>
        <ReasonChips reasons={day.reasons} wording={wording} />
        <span className={styles.tags}>
          <span>
            <small>{t('zeDay.duty')}</small>
            {term('duty', day.duty)}
          </span>
          <span data-ecliptic={day.twelveStar.ecliptic}>
            <small>{t('zeDay.twelveStar')}</small>
            {term('twelveStar', day.twelveStar.name)} {term('luck', day.twelveStar.ecliptic)}
          </span>
          <span>
            <small>{t('zeDay.clash')}</small>
            {clashText(day.clash)} {t('zeDay.sha', { direction: term('direction', day.clash.sha) })}
          </span>
        </span>
        <span className={styles.hours}>
          <small>{t('zeDay.goodHours')}</small>
          {day.goodHours.length > 0 ? (
            day.goodHours.map((hour) => (
              <span key={hour.branch} className={styles.hour}>
                {term('ganZhi', hour.ganZhi)} <em>{hour.range}</em>
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
