/**
 * The Chinese-calendar domain layer: 八字, 老黄历, 每日穿衣颜色, 择日 and 紫微斗数, as
 * pure functions returning plain JSON-serialisable data. Import from here
 * (`@tarot/core/calendar/index`) or from the individual modules.
 */
export { almanac, type AlmanacDay } from './almanac';
export { clashOf, type AlmanacHour, type Clash } from './almanac-hours';
export { baziChart, baziChartFromLunar, type BaziChart } from './bazi/chart';
export {
  liuYue,
  type ChildLimitSummary,
  type DecadeFortuneSummary,
  type MonthFortune,
  type YearFortune,
} from './bazi/fortune';
export { birthInputFromLunar, type BirthInput, type Gender, type LunarBirthInput, type ZiSect } from './bazi/input';
export type { HiddenStem, PillarDetail, PillarKey } from './bazi/pillars';
export { baziPro, type BaziPro } from './bazi/pro';
export { pillarRelations, type LabelledPillar, type PillarRelation, type RelationKind } from './bazi/relations';
export { SHEN_SHA_NAMES } from './bazi/shen-sha';
export { STRENGTH_RULE, type ElementTally, type StrengthVerdict } from './bazi/elements';
export {
  dayColours,
  ELEMENT_COLOURS,
  personalColours,
  type ColourAdvice,
  type ColourReading,
  type DayColourReading,
} from './day-colour';
export type { DateTimeParts, DateTimeText } from './format';
export type { LunarDateSummary } from './lunar-date';
export { equationOfTimeMinutes, trueSolarTime, type TrueSolarTime } from './true-solar-time';
export { MAX_SEARCH_DAYS, searchGoodDays, type GoodDay, type GoodDayQuery, type GoodDaySearch } from './ze-day';
export { ZE_DAY_EVENT_GROUPS, type ZeDayEvent, type ZeDayEventGroup } from './ze-day-events';
export { ziweiChart, ziweiHoroscope, type ZiweiChart, type ZiweiHoroscope, type ZiweiInput } from './ziwei';
