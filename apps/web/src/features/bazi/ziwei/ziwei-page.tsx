import { useState } from 'react';
import { Skeleton } from 'antd-mobile';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getZiweiChart } from '@tarot/contract/calendar';
import { call } from '../../../shared/api/call';
import { ApiError } from '../../../shared/api/http';
import { queryClient } from '../../../shared/api/query-client';
import { PAGES } from '../../../shared/config/paths';
import { OfflineNotice } from '../../../shared/offline/offline-notice';
import { keptOffline } from '../../../shared/offline/kept-queries';
import { ZIWEI_GLOSSARY } from '@tarot/core/glossary/ziwei-glossary';
import { useTerm } from '../../../shared/i18n/use-term';
import { Disclaimer } from '../../../shared/ui/disclaimer';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { parseChartRequest } from '../chart-request';
import { ChartProblem } from '../chart/chart-problem';
import { LazyBirthForm } from '../input/lazy-birth-form';
import { PeriodPicker } from './period-picker';
import { ZiweiReadingPanel } from './reading/ziwei-reading-panel';
import { ZiweiBoard } from './ziwei-board';
import { ziweiRequestOf } from './ziwei-request';
import styles from './ziwei-page.module.css';

/**
 * `/ziwei`: iztro's astrolabe, computed on the server, with 大限 and 流年 navigation and the
 * reading. Opened without a birth (the home tile), it asks for one. Each answer is kept on the
 * device, so a chart seen once opens offline.
 */
export default function ZiweiPage() {
  const { term } = useTerm(ZIWEI_GLOSSARY);
  const { t } = useTranslation(['bazi', 'errors', 'ziweiReading']);
  const [params] = useSearchParams();
  const request = parseChartRequest(params);
  const [year, setYear] = useState(() => new Date().getFullYear());
  const [selected, setSelected] = useState<number | null>(null);
  const query = useQuery(
    {
      queryKey: ['ziwei', params.toString(), year],
      queryFn: () => call(getZiweiChart, { body: ziweiRequestOf(request!, `${year}-07-01`) }),
      enabled: request !== null,
      staleTime: Infinity,
      placeholderData: keepPreviousData,
      retry: (count, error) => !(error instanceof ApiError && error.status === 400) && count < 1,
      persister: keptOffline,
    },
    queryClient,
  );

  if (!request) return <LazyBirthForm target={PAGES.ziwei} />;
  // A kept chart stays on screen when asking the server afresh fails (offline).
  if (query.error && !query.data) {
    const code = query.error instanceof ApiError ? query.error.code : 'unknown';
    if (code === 'INVALID_DATE') return <ChartProblem problem="badDate" />;
    return <LoadFailed error={query.error} retry={() => void query.refetch()} />;
  }
  if (!query.data) return <Skeleton.Paragraph lineCount={14} animated />;
  const { chart, horoscope, reading } = query.data;
  const palace = selected ?? chart.palaces.find((p) => p.name === '命宫')?.index ?? 0;

  return (
    <article className={styles.page}>
      <OfflineNotice kind="kept" />
      <ZiweiBoard chart={chart} horoscope={horoscope} name={request.name} selected={palace} onSelect={setSelected} />
      <PeriodPicker chart={chart} birthYear={Number(chart.solarDate.split('-')[0])} year={year} onYear={setYear} />
      {horoscope && (
        <section className={styles.mutagen}>
          <h3>{t('ziwei.yearlyMutagen', { year })}</h3>
          <p>
            {['禄', '权', '科', '忌'].map((kind, index) => (
              <span key={kind}>
                {term('star', horoscope.yearly.mutagen[index] ?? '')}
                <em>{t('ziwei.mutagenOf', { kind: term('mutagen', kind) })}</em>
              </span>
            ))}
          </p>
        </section>
      )}
      <ZiweiReadingPanel chart={chart} reading={reading} year={year} selected={palace} onSelect={setSelected} />
      <Disclaimer text="bazi:chart.note" />
    </article>
  );
}
