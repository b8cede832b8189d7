import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadBaziReadingTexts } from '@tarot/content/web/bazi';
import type { BaziChart } from '@tarot/core/calendar/bazi/chart';
import { baziReading } from '@tarot/core/calendar/bazi/reading/reading';
import { renderReading } from '@tarot/core/calendar/bazi/reading/render';
import { shanghaiDate } from '@tarot/core/calendar/shanghai-day';
import { contentLanguageFor } from '@tarot/core/tarot/content';
import { queryClient } from '../../../shared/api/query-client';

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
  const { i18n } = useTranslation();
  const language = contentLanguageFor(i18n.language);
  const texts = useQuery(
    {
      queryKey: ['bazi', 'reading-texts', language],
      queryFn: () => loadBaziReadingTexts(language),
      staleTime: Infinity,
    },
    queryClient,
  );
  // Fixed when the page opens, so the reading does not shift under the reader at midnight.
  const [today] = useState(beijingToday);
  const reading = useMemo(() => baziReading(chart, today), [chart, today]);
  const rendered = useMemo(
    () => (texts.data ? renderReading(reading, texts.data, language) : null),
    [reading, texts.data, language],
  );
  return { status: texts.status, reading: rendered };
}
