import { useState } from 'react';
import { List, Picker } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { SavedBaziChartResponse } from '@tarot/contract/charts';
import { CYCLE_GLOSSARY } from '@tarot/core/glossary/cycle-glossary';
import { useTerm } from '../../../shared/i18n/use-term';
import type { OwnChart } from './use-own-chart';
import { NO_CHART } from './ze-day-form';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * For a member with saved charts: which one the search keeps clear of (days that clash its
 * year or day pillar outright), or none. Hidden for visitors and members without a chart.
 */
export function ChartPicker({ own, onChange }: { own: OwnChart; onChange: (chart: string) => void }) {
  const { t } = useTranslation('almanac');
  const { term } = useTerm(CYCLE_GLOSSARY);
  const [open, setOpen] = useState(false);
  if (own.charts.length === 0) return null;
  // An unnamed chart goes by its birth date; a leap lunar month (negative) is said in words.
  const label = ({ birth }: SavedBaziChartResponse) => {
    if (birth.name) return birth.name;
    if (birth.month < 0) return t('zeDay.chartLeapDate', { year: birth.year, month: -birth.month, day: birth.day });
    return t('zeDay.chartDate', { year: birth.year, month: pad(birth.month), day: pad(birth.day) });
  };
  const pillars = own.facts?.pillars;
  return (
    <>
      <List.Item
        description={
          pillars
            ? t('zeDay.chartHint', { year: term('ganZhi', pillars.year), day: term('ganZhi', pillars.day) })
            : t('zeDay.noChartHint')
        }
        extra={own.chosen ? label(own.chosen) : t('zeDay.noChart')}
        onClick={() => setOpen(true)}
        clickable
      >
        {t('zeDay.chart')}
      </List.Item>
      <Picker
        visible={open}
        onClose={() => setOpen(false)}
        title={t('zeDay.chart')}
        columns={[
          [
            ...own.charts.map((chart) => ({ label: label(chart), value: chart.id })),
            { label: t('zeDay.noChart'), value: NO_CHART },
          ],
        ]}
        value={[own.chosen?.id ?? NO_CHART]}
        onConfirm={([picked]) => typeof picked === 'string' && onChange(picked)}
        cancelText={t('common:actions.cancel')}
        confirmText={t('common:actions.ok')}
      />
    </>
  );
}
