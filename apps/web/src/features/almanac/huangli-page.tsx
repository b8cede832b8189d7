import { useMemo } from 'react';
import { almanac, type AlmanacDay } from '@tarot/core/calendar/almanac';
import { Disclaimer } from '../../shared/ui/disclaimer';
import { currentHourIndex, parseYmd } from './dates';
import { DayProblem } from './day-problem';
import { DayHero } from './huangli/day-hero';
import { FactGrid } from './huangli/fact-grid';
import { Gods } from './huangli/gods';
import { HoursGrid } from './huangli/hours-grid';
import { YiJi } from './huangli/yi-ji';
import { useDayParam } from './use-day-param';
import styles from './huangli-page.module.css';

function almanacOf(date: string): AlmanacDay | null {
  const parts = parseYmd(date);
  if (!parts) return null;
  try {
    return almanac(parts.year, parts.month, parts.day);
  } catch {
    return null;
  }
}

/** 老黄历: one day of the almanac, the day kept in the address (`?date=YYYY-MM-DD`). */
export default function HuangliPage() {
  const { day: param, today, bounds, go, neighbour } = useDayParam();
  const day = useMemo(() => (param.status === 'ok' ? almanacOf(param.date) : null), [param.status, param.date]);

  if (param.status === 'outOfRange')
    return <DayProblem problem="outOfRange" bounds={bounds} onToday={() => go(today)} />;
  if (!day) return <DayProblem problem="failed" bounds={bounds} onToday={() => go(today)} />;

  return (
    <div className={styles.page}>
      <DayHero day={day} today={today} bounds={bounds} previous={neighbour(-1)} next={neighbour(1)} onGo={go} />
      <YiJi recommends={day.recommends} avoids={day.avoids} />
      <FactGrid day={day} />
      <Gods gods={day.gods} />
      <HoursGrid hours={day.hours} current={day.date === today ? currentHourIndex(new Date().getHours()) : null} />
      <Disclaimer text="almanac:note" />
    </div>
  );
}
