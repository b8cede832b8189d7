import type { TFunction } from 'i18next';
import type { LunarDateSummary } from '@tarot/core/calendar/lunar-date';

/**
 * A lunar date by its month and day numbers in the interface language ('Month 4, day 23',
 * '閏4月23日'): tyme4ts' and iztro's own texts ('农历庚午年四月廿三') are Simplified Chinese.
 */
export const lunarDateText = (t: TFunction<'bazi'>, lunar: Pick<LunarDateSummary, 'month' | 'day' | 'leap'>) =>
  t(lunar.leap ? 'summary.lunarLeapDate' : 'summary.lunarDate', { month: Math.abs(lunar.month), day: lunar.day });
