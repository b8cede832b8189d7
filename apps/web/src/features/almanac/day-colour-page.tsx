import { lazy, Suspense, useMemo } from 'react';
import { LeftOutline, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { dayColours, type DayColourReading } from '@tarot/core/calendar/day-colour';
import { CYCLE_GLOSSARY } from '@tarot/core/glossary/cycle-glossary';
import { useTerm } from '../../shared/i18n/use-term';
import { Disclaimer } from '../../shared/ui/disclaimer';
import { DatePickerButton } from './date-picker-button';
import { addDays, formatDay, isWithin, parseYmd } from './dates';
import { DayProblem } from './day-problem';
import { ColourAdviceList } from './day-colour/colour-advice-list';
import { ColourChips, ElementSwatch } from './day-colour/colour-swatch';
import type { BirthTools } from './day-colour/birth-tools';
import { WeekColours } from './day-colour/week-colours';
import { useDayParam } from './use-day-param';
import styles from './day-colour-page.module.css';

const WEEK_DAYS = 7;

/** A chart's colours need the 八字 reading and the birth form: their own chunk, fetched after the day's colours. */
const PersonalColours = lazy(() => import('./day-colour/personal-colours'));

function coloursOf(date: string): DayColourReading | null {
  const parts = parseYmd(date);
  if (!parts) return null;
  try {
    return dayColours(parts.year, parts.month, parts.day);
  } catch {
    return null;
  }
}

/**
 * 每日穿衣颜色: the day's colours rated by their element's relation to the day stem, for
 * the chosen day (today unless `?date=` says otherwise) and the seven days after today, and
 * a person's own colours by their chart's 用神 and 忌神.
 */
export default function DayColourPage({ birth }: { birth: BirthTools }) {
  const { t, i18n } = useTranslation('almanac');
  const { term } = useTerm(CYCLE_GLOSSARY);
  const { day: param, today, bounds, go, neighbour } = useDayParam();
  const reading = useMemo(() => (param.status === 'ok' ? coloursOf(param.date) : null), [param.status, param.date]);
  const week = useMemo(
    () =>
      Array.from({ length: WEEK_DAYS }, (_, i) => addDays(today, i + 1))
        .filter((date) => isWithin(date, bounds))
        .map(coloursOf)
        .filter((r): r is DayColourReading => r !== null),
    [today, bounds],
  );

  if (param.status === 'outOfRange')
    return <DayProblem problem="outOfRange" bounds={bounds} onToday={() => go(today)} />;
  if (!reading) return <DayProblem problem="failed" bounds={bounds} onToday={() => go(today)} />;

  const [best, , , , worst] = reading.advice;
  const previous = neighbour(-1);
  const next = neighbour(1);
  const pick = (date: string) => {
    go(date);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <div className={styles.dateRow}>
          <button
            type="button"
            className={styles.step}
            onClick={() => previous && go(previous)}
            disabled={!previous}
            aria-label={t('date.previous')}
          >
            <LeftOutline aria-hidden="true" />
          </button>
          <h2 className={styles.date}>
            {reading.date === today && <span className={styles.todayMark}>{t('date.today')}</span>}
            {formatDay(reading.date, i18n.language, { month: 'long', day: 'numeric', weekday: 'long' })}
            <small>{formatDay(reading.date, i18n.language, { year: 'numeric' })}</small>
          </h2>
          <button
            type="button"
            className={styles.step}
            onClick={() => next && go(next)}
            disabled={!next}
            aria-label={t('date.next')}
          >
            <RightOutline aria-hidden="true" />
          </button>
        </div>
        <p className={styles.dayElement}>
          {t('colour.dayElement', {
            ganZhi: term('ganZhi', reading.dayGanZhi),
            stem: term('stem', reading.stem),
            element: t(`elements.${reading.element}`),
          })}
        </p>
        {best && (
          <div className={styles.best}>
            <ElementSwatch element={best.element} size="large" />
            <div>
              <p className={styles.bestLabel}>{t('colour.luckiest')}</p>
              <ColourChips advice={best} />
            </div>
          </div>
        )}
        {worst && (
          <p className={styles.worst}>
            <span>{t('colour.avoid')}</span>
            <ColourChips advice={worst} />
          </p>
        )}
        <div className={styles.actions}>
          <DatePickerButton value={reading.date} bounds={bounds} onChange={go} label={t('date.pick')} />
          {reading.date !== today && (
            <button type="button" className={styles.today} onClick={() => go(today)}>
              {t('date.backToToday')}
            </button>
          )}
        </div>
      </section>
      <section>
        <h3 className={styles.sectionTitle}>{t('colour.all')}</h3>
        <p className={styles.rule}>{t('colour.rule')}</p>
        <ColourAdviceList reading={reading} />
      </section>
      <Suspense fallback={null}>
        <PersonalColours birth={birth} />
      </Suspense>
      {week.length > 0 && <WeekColours readings={week} selected={reading.date} onPick={pick} />}
      <Disclaimer text="almanac:note" />
    </div>
  );
}
