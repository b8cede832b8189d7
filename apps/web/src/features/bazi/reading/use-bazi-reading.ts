import { useMemo, useState } from 'react';
import { loadBaziReadingTexts } from '@tarot/content/web/bazi';
import type { BaziChart } from '@tarot/core/calendar/bazi/chart';
import { baziReading } from '@tarot/core/calendar/bazi/reading/reading';
import { renderReading } from '@tarot/core/calendar/bazi/reading/render';
import { shanghaiDate } from '@tarot/core/calendar/shanghai-day';
import { useContentTexts } from '../../../shared/content/content-texts';

/** Charts are reckoned on the Beijing calendar, so "today" is Beijing's date, as the server's API takes it. */
function beijingToday() {
  const [year, month, day] = shanghaiDate(new Date()).split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/**
 * The chart's written reading in the reader's content language: computed here from the
 * chart (core is pure and fast) with today's date, put into words once that language's
 * texts have loaded (one chunk per language).
 */
export function useBaziReading(chart: BaziChart) {
  const texts = useContentTexts('bazi/reading', loadBaziReadingTexts);
  const { language } = texts;
  // Fixed when the page opens, so the reading does not shift under the reader at midnight.
  const [today] = useState(beijingToday);
  const reading = useMemo(() => baziReading(chart, today), [chart, today]);
  const rendered = useMemo(
    () => (texts.data ? renderReading(reading, texts.data, language) : null),
    [reading, texts.data, language],
  );
  return { status: texts.status, reading: rendered };
}
