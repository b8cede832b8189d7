import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { LunarDateSummary } from '@tarot/core/calendar/lunar-date';
import { ALMANAC_GLOSSARY } from '@tarot/core/glossary/almanac-glossary';
import { useTerm } from '../../shared/i18n/use-term';

/**
 * A lunar date as the interface language writes it: '正月初一' in Chinese, '1st lunar
 * month, day 1' or '旧暦1月1日' elsewhere; month (leap months too) and day from the glossary.
 */
export function useLunarDate(): (lunar: LunarDateSummary) => string {
  const { t } = useTranslation('almanac');
  const { term } = useTerm(ALMANAC_GLOSSARY);
  return useCallback(
    (lunar) =>
      t('huangli.lunarDate', { month: term('lunarMonth', lunar.monthName), day: term('lunarDay', lunar.dayName) }),
    [t, term],
  );
}
