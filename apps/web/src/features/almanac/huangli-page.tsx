import { Suspense } from 'react';
import { ALMANAC_GLOSSARY } from '@tarot/core/glossary/almanac-glossary';
import { usePreloadTerms } from '../../shared/i18n/use-term';
import { Disclaimer } from '../../shared/ui/disclaimer';
import { currentHourIndex } from './dates';
import { DayLoading } from './day-loading';
import { DayProblem } from './day-problem';
import { DayHero } from './huangli/day-hero';
import { FactGrid } from './huangli/fact-grid';
import { Gods } from './huangli/gods';
import { HoursGrid } from './huangli/hours-grid';
import { YiJi } from './huangli/yi-ji';
import { useAlmanacDay } from './use-almanac-day';
import { useDayParam } from './use-day-param';
import styles from './huangli-page.module.css';

/** 老黄历: one day of the almanac, the day kept in the address (`?date=YYYY-MM-DD`). */
export default function HuangliPage() {
  const { day: param, today, bounds, go, neighbour } = useDayParam();
  const date = param.status === 'ok' ? param.date : today;
  const state = useAlmanacDay(date);
  usePreloadTerms(ALMANAC_GLOSSARY);

  if (param.status === 'outOfRange')
    return <DayProblem problem="outOfRange" bounds={bounds} onToday={() => go(today)} />;
  if (state.status === 'failed') return <DayProblem problem="failed" bounds={bounds} onToday={() => go(today)} />;
  const day = state.status === 'ready' ? state.day : null;

  // The date is known before its almanac: the hero draws it at once, the rest follows.
  return (
    <div className={styles.page}>
      <DayHero
        date={date}
        day={day}
        today={today}
        bounds={bounds}
        previous={neighbour(-1)}
        next={neighbour(1)}
        onGo={go}
      />
      {day ? (
        // The terms may still be on their way; waiting here keeps the date above in view.
        <Suspense fallback={<DayLoading />}>
          <YiJi recommends={day.recommends} avoids={day.avoids} />
          <FactGrid day={day} />
          <Gods gods={day.gods} />
          <HoursGrid hours={day.hours} current={day.date === today ? currentHourIndex(new Date().getHours()) : null} />
          <Disclaimer text="almanac:note" />
        </Suspense>
      ) : (
        <DayLoading />
      )}
    </div>
  );
}
