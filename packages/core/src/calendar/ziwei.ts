/**
 * 紫微斗数 through iztro: astro.bySolar / astro.byLunar, flattened into plain data the
 * web app and the server can send as JSON (iztro's objects carry methods and back
 * references). Nothing is configured globally: astro.config and a `language` argument
 * would change iztro for every caller, so neither is used — output is iztro's default
 * zh-CN with its default (通行) star placement and 晚子时 as the next day.
 *
 * Speed: the server runs these inside its withMemoisedTranslations (apps/server/src/lib), which
 * keeps the answers of iztro's translation look-ups without changing any result; it needs
 * Node's CommonJS loader, so it stays out of this isomorphic package.
 */
import { astro } from 'iztro';
import type { Gender } from './bazi/input';
import { LunarDay } from 'tyme4ts';
import { assertInteger, assertSolarDate, MAX_YEAR, MIN_YEAR } from './format';

type Astrolabe = ReturnType<typeof astro.bySolar>;
type Palace = Astrolabe['palaces'][number];
type Star = Palace['majorStars'][number];
type Horoscope = ReturnType<Astrolabe['horoscope']>;
type HoroscopeItem = Horoscope['decadal'];

export interface ZiweiInput {
  /** `YYYY-M-D` (solar, or lunar when `lunar` is true). */
  readonly date: string;
  /** 时辰 index as iztro counts it: 0 早子 (00–01), 1 丑 … 11 亥, 12 晚子 (23–24). */
  readonly hourIndex: number;
  readonly gender: Gender;
  readonly lunar?: boolean;
  /** With `lunar`: the date is in the leap month. */
  readonly leapMonth?: boolean;
}

export interface ZiweiStar {
  readonly name: string;
  /** iztro's kind: major | soft | tough | adjective | flower | helper | lucun | tianma. */
  readonly type: string;
  /** 庙 旺 得 利 平 不 陷, or '' when iztro gives none. */
  readonly brightness: string;
  /** 禄 权 科 忌 (生年四化), or ''. */
  readonly mutagen: string;
}

export interface ZiweiPalace {
  readonly index: number;
  /** 命宫, 兄弟, 夫妻 … */
  readonly name: string;
  readonly heavenlyStem: string;
  readonly earthlyBranch: string;
  readonly isBodyPalace: boolean;
  /** 来因宫 */
  readonly isOriginalPalace: boolean;
  readonly majorStars: readonly ZiweiStar[];
  readonly minorStars: readonly ZiweiStar[];
  readonly adjectiveStars: readonly ZiweiStar[];
  readonly changsheng12: string;
  readonly boshi12: string;
  readonly jiangqian12: string;
  readonly suiqian12: string;
  /** 大限: nominal ages [from, to] and its 干支. */
  readonly decadal: {
    readonly range: readonly [number, number];
    readonly heavenlyStem: string;
    readonly earthlyBranch: string;
  };
  /** 小限 ages that fall on this palace. */
  readonly ages: readonly number[];
}

export interface ZiweiChart {
  readonly gender: string;
  readonly solarDate: string;
  readonly lunarDate: string;
  /** 四柱 as iztro gives them, e.g. '庚辰 甲申 丙午 庚寅'. */
  readonly chineseDate: string;
  readonly time: string;
  readonly timeRange: string;
  readonly sign: string;
  readonly zodiac: string;
  /** 命宫 and 身宫 branches. */
  readonly soulPalaceBranch: string;
  readonly bodyPalaceBranch: string;
  /** 命主 and 身主. */
  readonly soul: string;
  readonly body: string;
  /** 五行局, e.g. '木三局'. */
  readonly fiveElementsClass: string;
  readonly palaces: readonly ZiweiPalace[];
}

const DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

function assertDate(date: string, field: string): void {
  const match = DATE.exec(date);
  if (!match) throw new RangeError(`${field} must be YYYY-M-D, got ${date}`);
  assertInteger(Number(match[1]), MIN_YEAR, MAX_YEAR, `${field} year`);
  assertInteger(Number(match[2]), 1, 12, `${field} month`);
  assertInteger(Number(match[3]), 1, 31, `${field} day`);
}

const star = (s: Star): ZiweiStar => ({
  name: s.name,
  type: s.type,
  brightness: s.brightness ?? '',
  mutagen: s.mutagen ?? '',
});

const palace = (p: Palace): ZiweiPalace => ({
  index: p.index,
  name: p.name,
  heavenlyStem: p.heavenlyStem,
  earthlyBranch: p.earthlyBranch,
  isBodyPalace: p.isBodyPalace,
  isOriginalPalace: p.isOriginalPalace,
  majorStars: p.majorStars.map(star),
  minorStars: p.minorStars.map(star),
  adjectiveStars: p.adjectiveStars.map(star),
  changsheng12: p.changsheng12,
  boshi12: p.boshi12,
  jiangqian12: p.jiangqian12,
  suiqian12: p.suiqian12,
  decadal: {
    range: [p.decadal.range[0], p.decadal.range[1]],
    heavenlyStem: p.decadal.heavenlyStem,
    earthlyBranch: p.decadal.earthlyBranch,
  },
  ages: [...p.ages],
});

/** iztro rolls impossible dates over (30 February becomes 2 March); refuse them instead. */
function assertDateExists(input: ZiweiInput): void {
  const [year, month, day] = input.date.split('-').map(Number) as [number, number, number];
  if (input.lunar !== true) return assertSolarDate(year, month, day);
  try {
    LunarDay.fromYmd(year, input.leapMonth === true ? -month : month, day);
  } catch {
    throw new RangeError(`lunar ${input.leapMonth === true ? 'leap ' : ''}month ${month} of ${year} has no day ${day}`);
  }
}

function astrolabeOf(input: ZiweiInput): Astrolabe {
  assertDate(input.date, 'date');
  assertDateExists(input);
  assertInteger(input.hourIndex, 0, 12, 'hourIndex');
  if (input.gender !== 'male' && input.gender !== 'female')
    throw new RangeError(`gender must be male or female, got ${String(input.gender)}`);
  const gender = input.gender === 'male' ? '男' : '女';
  try {
    return input.lunar === true
      ? astro.byLunar(input.date, input.hourIndex, gender, input.leapMonth === true, true)
      : astro.bySolar(input.date, input.hourIndex, gender, true);
  } catch (error) {
    throw new RangeError(
      `iztro could not chart ${input.date}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

export function ziweiChart(input: ZiweiInput): ZiweiChart {
  const a = astrolabeOf(input);
  return {
    gender: a.gender,
    solarDate: a.solarDate,
    lunarDate: a.lunarDate,
    chineseDate: a.chineseDate,
    time: a.time,
    timeRange: a.timeRange,
    sign: a.sign,
    zodiac: a.zodiac,
    soulPalaceBranch: a.earthlyBranchOfSoulPalace,
    bodyPalaceBranch: a.earthlyBranchOfBodyPalace,
    soul: a.soul,
    body: a.body,
    fiveElementsClass: a.fiveElementsClass,
    palaces: a.palaces.map(palace),
  };
}

export interface ZiweiHoroscopeItem {
  /** Index of the palace the period sits in (0 = 寅 palace, as in ZiweiChart.palaces). */
  readonly index: number;
  readonly name: string;
  readonly heavenlyStem: string;
  readonly earthlyBranch: string;
  /** The twelve palace names as they read in this period, by palace index. */
  readonly palaceNames: readonly string[];
  /** The period's 四化 stars in order 禄 权 科 忌. */
  readonly mutagen: readonly string[];
  /** The period's 流耀 by palace index, when iztro places any. */
  readonly stars: readonly (readonly string[])[];
}

export interface ZiweiHoroscope {
  readonly solarDate: string;
  readonly lunarDate: string;
  /** 大限 */
  readonly decadal: ZiweiHoroscopeItem;
  /** 小限, with the 虚岁. */
  readonly age: ZiweiHoroscopeItem & { readonly nominalAge: number };
  /** 流年, 流月, 流日, 流时 */
  readonly yearly: ZiweiHoroscopeItem;
  readonly monthly: ZiweiHoroscopeItem;
  readonly daily: ZiweiHoroscopeItem;
  readonly hourly: ZiweiHoroscopeItem;
}

const item = (h: HoroscopeItem): ZiweiHoroscopeItem => ({
  index: h.index,
  name: h.name,
  heavenlyStem: h.heavenlyStem,
  earthlyBranch: h.earthlyBranch,
  palaceNames: [...h.palaceNames],
  mutagen: [...h.mutagen],
  stars: (h.stars ?? []).map((list) => list.map((s) => s.name)),
});

/** 大限 / 小限 / 流年 / 流月 / 流日 / 流时 of a chart on a solar date (`YYYY-M-D`) and 时辰 (default 0, 子). */
export function ziweiHoroscope(
  input: ZiweiInput,
  target: { readonly date: string; readonly hourIndex?: number },
): ZiweiHoroscope {
  assertDate(target.date, 'target date');
  const hourIndex = target.hourIndex ?? 0;
  assertInteger(hourIndex, 0, 12, 'target hourIndex');
  const astrolabe = astrolabeOf(input);
  const h = astrolabe.horoscope(target.date, hourIndex);
  return {
    solarDate: h.solarDate,
    lunarDate: h.lunarDate,
    decadal: item(h.decadal),
    age: { ...item(h.age), nominalAge: h.age.nominalAge },
    yearly: item(h.yearly),
    monthly: item(h.monthly),
    daily: item(h.daily),
    hourly: item(h.hourly),
  };
}
