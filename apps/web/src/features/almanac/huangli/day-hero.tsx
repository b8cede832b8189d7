import { LeftOutline, RightOutline } from 'antd-mobile-icons';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlmanacDay } from '@tarot/core/calendar/almanac';
import { ALMANAC_GLOSSARY } from '@tarot/core/glossary/almanac-glossary';
import { useFirstPageHold } from '../../../shared/browser/use-first-page-hold';
import { useTerm } from '../../../shared/i18n/use-term';
import { DatePickerButton } from '../date-picker-button';
import { formatDay, type DateBounds } from '../dates';
import { useLunarDate } from '../use-lunar-date';
import styles from './day-hero.module.css';

interface DayHeroProps {
  readonly date: string;
  /** Null while the day's almanac is on its way: the date shows at once, the rest once it arrives. */
  readonly day: AlmanacDay | null;
  readonly today: string;
  readonly bounds: DateBounds;
  readonly previous: string | null;
  readonly next: string | null;
  readonly onGo: (date: string) => void;
}

/** The top of the almanac page: the big day number, lunar date, 干支, 生肖 and the day's marks. */
export function DayHero({ date, day, today, bounds, previous, next, onGo }: DayHeroProps) {
  const { t, i18n } = useTranslation('almanac');
  const language = i18n.language;
  return (
    <section className={styles.hero} aria-labelledby="huangli-day">
      <p className={styles.month}>
        <span>{formatDay(date, language, { year: 'numeric', month: 'long' })}</span>
        <span>{formatDay(date, language, { weekday: 'long' })}</span>
      </p>
      <div className={styles.dayRow}>
        <button
          type="button"
          className={styles.step}
          onClick={() => previous && onGo(previous)}
          disabled={!previous}
          aria-label={t('date.previous')}
        >
          <LeftOutline aria-hidden="true" />
        </button>
        <h2 id="huangli-day" className={styles.dayNumber}>
          <span className="visually-hidden">{formatDay(date, language, { dateStyle: 'full' })}</span>
          <span aria-hidden="true">{Number(date.slice(8))}</span>
        </h2>
        <button
          type="button"
          className={styles.step}
          onClick={() => next && onGo(next)}
          disabled={!next}
          aria-label={t('date.next')}
        >
          <RightOutline aria-hidden="true" />
        </button>
      </div>
      {/* The facts' terms may still be on their way: only this part waits for them. */}
      {day ? (
        <Suspense fallback={<DayFactsPending />}>
          <DayFacts day={day} />
        </Suspense>
      ) : (
        <DayFactsPending />
      )}
      <div className={styles.actions}>
        <DatePickerButton value={date} bounds={bounds} onChange={onGo} label={t('date.pick')} />
        {date !== today && (
          <button type="button" className={styles.today} onClick={() => onGo(today)}>
            {t('date.backToToday')}
          </button>
        )}
      </div>
    </section>
  );
}

/**
 * Two empty lines where the lunar date and 干支 will be, so nothing below jumps when they come.
 * The 干支 line is the page's largest paint: work deferred until the page shows waits for it.
 */
function DayFactsPending() {
  useFirstPageHold(true);
  return (
    <>
      <p className={styles.lunar}>{'\u00a0'}</p>
      <p className={styles.ganZhi}>{'\u00a0'}</p>
    </>
  );
}

/** The lunar date, 干支 and 生肖, and the day's festivals, holiday, solar term and seasons. */
function DayFacts({ day }: { readonly day: AlmanacDay }) {
  const { t } = useTranslation('almanac');
  const { term } = useTerm(ALMANAC_GLOSSARY);
  const lunarDate = useLunarDate();
  const { festivals, term: solarTerm } = day;
  const holiday = festivals.legalHoliday;
  // A statutory holiday named like the festival (国庆节) shows once, with its 休 / 班 mark.
  const festivalNames = [...festivals.solar, ...festivals.lunar].filter((name) => name !== holiday?.name);
  return (
    <>
      <p className={styles.lunar}>{lunarDate(day.lunar)}</p>
      <p className={styles.ganZhi}>
        {t('huangli.ganZhi', {
          year: term('ganZhi', day.ganZhi.year),
          month: term('ganZhi', day.ganZhi.month),
          day: term('ganZhi', day.ganZhi.day),
        })}
        <span className={styles.zodiac}>{t('huangli.zodiac', { zodiac: term('zodiac', day.zodiac) })}</span>
      </p>
      {(festivalNames.length > 0 || holiday || solarTerm.dayIndex === 0 || day.seasons.length > 0) && (
        <ul className={styles.marks}>
          {festivalNames.map((name) => (
            <li key={name} className={styles.festival}>
              {term('festival', name)}
            </li>
          ))}
          {holiday && (
            <li className={holiday.work ? styles.work : styles.off}>
              {t(holiday.work ? 'huangli.holidayWork' : 'huangli.holidayOff', { name: term('festival', holiday.name) })}
            </li>
          )}
          {solarTerm.dayIndex === 0 && <li className={styles.term}>{term('solarTerm', solarTerm.name)}</li>}
          {day.seasons.map(({ name, day: count }) => (
            <li key={name} className={styles.season}>
              {count === null
                ? term('season', name)
                : t('huangli.seasonDay', { season: term('season', name), day: count })}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
