/**
 * An hour chart of 时家奇门 on the rotating board (转盘): the moment read as in moment.ts,
 * its 局 as in ju.ts (拆补 by default, 置闰 on request), its plates as in plates.ts and the
 * marks of marks.ts, as one immutable, JSON-ready value. The day changes at 23:00 (子初):
 * from then on the day 干支, and with it the 符头 and 元, are the next day's, and the hour
 * is that day's 子时.
 */
import { fastPillars } from '../calendar/bazi/fast-pillars';
import { dayOrdinal, wallSeconds } from '../calendar/bazi/year-cache';
import { juFacts, type QimenMethod, type ZhirunFacts } from './ju';
import type { Dun, SolarTermName, Yuan } from './ju-table';
import {
  doorIsPressed,
  horseBranch,
  isPunished,
  seasonState,
  tombPalaceOf,
  voidBranches,
  type QimenMark,
  type SeasonState,
} from './marks';
import { qimenMoment, type QimenMoment, type QimenMomentInput } from './moment';
import { plates } from './plates';
import {
  BRANCHES,
  branchElement,
  ELEMENTS,
  PALACE_ELEMENT,
  PALACE_NUMBERS,
  palaceOfBranch,
  STEMS,
  TRIGRAMS,
  type Branch,
  type Door,
  type Element,
  type God,
  type PalaceNumber,
  type Star,
  type Stem,
  type Trigram,
} from './symbols';

export interface QimenOptions {
  /** How the 局 is found: 拆补法 (default) or 置闰法. */
  readonly method?: QimenMethod;
}

/** What 中五 lends the outer palaces: its 地盘 stem to 坤, 天禽 and that stem (its 天盘 stem) to 天芮's palace. */
export interface QimenLodged {
  readonly earthStem?: Stem;
  readonly star?: Star;
  readonly heavenStem?: Stem;
}

export interface QimenPalace {
  readonly palace: PalaceNumber;
  readonly trigram: Trigram;
  readonly earthStem: Stem;
  /** Stars, doors, gods and 天盘 stems stand only in the eight outer palaces. */
  readonly heavenStem: Stem | null;
  readonly star: Star | null;
  readonly door: Door | null;
  readonly god: God | null;
  readonly lodged: QimenLodged | null;
  readonly marks: readonly QimenMark[];
  /** 旺相休囚死 of the palace's element in the month. */
  readonly state: SeasonState;
}

export interface QimenChart {
  readonly moment: QimenMoment;
  /** The day 干支 turns at 23:00 (子初). */
  readonly dayChange: '23:00';
  readonly pillars: { readonly year: string; readonly month: string; readonly day: string; readonly hour: string };
  readonly method: QimenMethod;
  readonly dun: Dun;
  readonly ju: number;
  readonly yuan: Yuan;
  readonly solarTerm: { readonly name: SolarTermName; readonly time: string };
  /** The 符头 the 元 was read from (the last 甲 or 己 day). */
  readonly fuTou: string;
  readonly zhirun?: ZhirunFacts;
  /** The hour's 旬首 and the 仪 it hides under. */
  readonly xunShou: string;
  readonly xunShouStem: Stem;
  readonly zhiFu: { readonly star: Star; readonly palace: PalaceNumber };
  readonly zhiShi: { readonly door: Door; readonly palace: PalaceNumber };
  readonly palaces: readonly QimenPalace[];
  /** 旬空 of the hour (marked on the board) and of the day. */
  readonly voids: { readonly hour: readonly Branch[]; readonly day: readonly Branch[] };
  readonly horse: { readonly branch: Branch; readonly palace: PalaceNumber };
  /** The month's 月令 element, which the palaces' 旺相休囚死 are read against. */
  readonly season: Element;
}

const cycleName = (index: number): string => `${STEMS[index % 10]}${BRANCHES[index % 12]}`;

/** The chart of a moment 1901–2099. Throws a RangeError for a date, time, zone or longitude out of range. */
export function qimenChart(input: QimenMomentInput, options: QimenOptions = {}): QimenChart {
  const method = options.method ?? 'chaibu';
  if (method !== 'chaibu' && method !== 'zhirun')
    throw new RangeError(`method must be chaibu or zhirun, got ${String(method)}`);
  const moment = qimenMoment(input);
  const { eightChar, monthIndex } = fastPillars(moment.beijing, moment.clock, 'nextDay');
  const dayIndex = eightChar.getDay().getIndex();
  const hourIndex = eightChar.getHour().getIndex();
  const { clock } = moment;
  const ordinal = dayOrdinal(clock.year, clock.month, clock.day) + (clock.hour >= 23 ? 1 : 0);
  const ju = juFacts(method, wallSeconds(moment.beijing), moment.beijing.year, { ordinal, index: dayIndex });
  const board = plates(ju.dun, ju.ju, hourIndex);

  const hourBranch = hourIndex % 12;
  const hourVoid = voidBranches(hourIndex);
  const voidPalaces = new Set(hourVoid.map(palaceOfBranch));
  const horse = horseBranch(hourBranch);
  const horsePalace = palaceOfBranch(horse);
  // 干支 month k of the year (0 = 寅) has branch k + 2.
  const season = branchElement((monthIndex + 2) % 12);

  const palaces = PALACE_NUMBERS.map((palace): QimenPalace => {
    const i = palace - 1;
    const heaven = board.heaven[i]!;
    const door = board.doors[i]!;
    const lodgedHeaven = palace === board.ruiPalace ? board.earth[4]! : -1;
    const heavenStems = [heaven, lodgedHeaven].filter((s) => s >= 0);
    const marks: QimenMark[] = [];
    if (voidPalaces.has(palace)) marks.push('旬空');
    if (palace === horsePalace) marks.push('驿马');
    if (door && doorIsPressed(door, palace)) marks.push('门迫');
    if (heavenStems.some((s) => tombPalaceOf(s) === palace)) marks.push('入墓');
    if (heavenStems.some((s) => isPunished(s, palace))) marks.push('击刑');
    const lodged: QimenLodged = {
      ...(palace === 2 ? { earthStem: STEMS[board.earth[4]!] } : {}),
      ...(lodgedHeaven >= 0 ? { star: '天禽' as const, heavenStem: STEMS[lodgedHeaven] } : {}),
    };
    return {
      palace,
      trigram: TRIGRAMS[i]!,
      earthStem: STEMS[board.earth[i]!]!,
      heavenStem: heaven >= 0 ? STEMS[heaven]! : null,
      star: board.stars[i]!,
      door,
      god: board.gods[i]!,
      lodged: Object.keys(lodged).length > 0 ? lodged : null,
      marks,
      state: seasonState(PALACE_ELEMENT[i]!, season),
    };
  });

  return {
    moment,
    dayChange: '23:00',
    pillars: {
      year: eightChar.getYear().getName(),
      month: eightChar.getMonth().getName(),
      day: eightChar.getDay().getName(),
      hour: eightChar.getHour().getName(),
    },
    method,
    dun: ju.dun,
    ju: ju.ju,
    yuan: ju.yuan,
    solarTerm: ju.solarTerm,
    fuTou: cycleName(ju.fuTou),
    ...(ju.zhirun ? { zhirun: ju.zhirun } : {}),
    xunShou: cycleName(Math.floor(hourIndex / 10) * 10),
    xunShouStem: STEMS[board.xunStem]!,
    zhiFu: { star: board.zhiFuStar, palace: board.zhiFuPalace },
    zhiShi: { door: board.zhiShiDoor, palace: board.zhiShiPalace },
    palaces,
    voids: { hour: hourVoid.map((b) => BRANCHES[b]!), day: voidBranches(dayIndex).map((b) => BRANCHES[b]!) },
    horse: { branch: BRANCHES[horse]!, palace: horsePalace },
    season: ELEMENTS[season]!,
  };
}
