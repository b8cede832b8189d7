/**
 * What the birth form computes with the calendar library (tyme4ts, 70 KB gzipped): lunar
 * dates, 时辰 names and the solar input a chart takes. A chunk of its own, loaded once the
 * form is on screen (use-form-calendar.ts), so the form paints without waiting for it.
 */
export { hourBranchName } from '@tarot/core/calendar/hour-branch';
export { LUNAR_DAY_NAMES, lunarDateOf, lunarMonthsOf, solarDateOfLunar } from '@tarot/core/calendar/lunar-date';
export { toBirthInput } from '../birth-input';
