import { useState } from 'react';
import { Selector } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SavedChartResponse } from '@tarot/contract/calendar';
import { listCharts } from '@tarot/contract/charts';
import { personalColours } from '@tarot/core/calendar/day-colour';
import { CYCLE_GLOSSARY } from '@tarot/core/glossary/cycle-glossary';
import { call } from '../../../shared/api/call';
import { useSignedIn } from '../../../shared/auth/token-store';
import { useTerm } from '../../../shared/i18n/use-term';
import { queryClient } from '../../../shared/api/query-client';
import { ColourAdviceList } from './colour-advice-list';
import styles from './personal-colours.module.css';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * For a member with saved charts: the colours rated against their own day master (日主)
 * instead of the day's stem. Hidden for visitors and members without a chart.
 */
export function PersonalColours() {
  const { t } = useTranslation('almanac');
  const { term } = useTerm(CYCLE_GLOSSARY);
  const signedIn = useSignedIn();
  const { data } = useQuery(
    {
      queryKey: ['charts'],
      queryFn: () => call(listCharts),
      enabled: signedIn,
    },
    queryClient,
  );
  const [chosen, setChosen] = useState<string | null>(null);
  // An unnamed chart goes by its birth date; a leap lunar month (negative) is said in words.
  const chartLabel = ({ birth }: SavedChartResponse) => {
    if (birth.name) return birth.name;
    if (birth.month < 0) return t('colour.chartLeapDate', { year: birth.year, month: -birth.month, day: birth.day });
    return t('colour.chartDate', { year: birth.year, month: pad(birth.month), day: pad(birth.day) });
  };
  const charts = data?.items ?? [];
  if (!signedIn || charts.length === 0) return null;
  const chart = charts.find((item) => item.id === chosen) ?? charts[0]!;
  const reading = personalColours(chart.dayMaster.stem);

  return (
    <section className={styles.personal}>
      <h3>{t('colour.personal')}</h3>
      <p className={styles.hint}>
        {t('colour.personalHint', {
          stem: term('stem', chart.dayMaster.stem),
          element: t(`elements.${chart.dayMaster.element}`),
        })}
      </p>
      {charts.length > 1 && (
        <Selector
          columns={3}
          value={[chart.id]}
          onChange={([id]) => id && setChosen(id)}
          options={charts.map((item) => ({ label: chartLabel(item), value: item.id }))}
        />
      )}
      <ColourAdviceList reading={reading} />
    </section>
  );
}
