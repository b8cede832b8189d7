/**
 * 阴遁/阳遁 and the 局 of a moment, by either school:
 * - 拆补法 (default): the solar term in force at the exact instant, and the 元 of the day
 *   (from its 符头). A term's fifteen-odd days are "taken apart and patched" wherever the
 *   符头 fall.
 * - 置闰法: every 上元 符头 (甲子、己卯、甲午、己酉 days) opens fifteen days that all belong
 *   to one term, the term the run has reached, even before that term begins (超神) or after
 *   it (接气); at 芒种 and 大雪, when the 符头 comes more than nine days before the term, the
 *   term's three 元 are laid twice (闰). The rule and its sources: docs/decisions/0022.
 */
import { dayOrdinal } from '../calendar/bazi/year-cache';
import { memoise } from '../calendar/memo';
import {
  dunOfTerm,
  fuTouOfDay,
  juOf,
  SOLAR_TERMS,
  YUAN,
  yuanOfDay,
  type Dun,
  type SolarTermName,
  type Yuan,
} from './ju-table';
import { termAt, termDay, termTime } from './term-cache';

export type QimenMethod = 'chaibu' | 'zhirun';
export const QIMEN_METHODS: readonly QimenMethod[] = ['chaibu', 'zhirun'];

export interface ZhirunFacts {
  /** Days the term's first 上元 符头 comes before the term (超神 > 0, 正授 0, 接气 < 0). */
  readonly leadDays: number;
  /** True in the second, repeated run of a term's three 元 (闰). */
  readonly leap: boolean;
}

export interface JuFacts {
  readonly method: QimenMethod;
  readonly dun: Dun;
  readonly ju: number;
  readonly yuan: Yuan;
  /** The term whose 局 is used: under 拆补 the one in force, under 置闰 the one its run of 元 belongs to. */
  readonly solarTerm: { readonly name: SolarTermName; readonly time: string };
  /** 干支 index of the day's 符头. */
  readonly fuTou: number;
  readonly zhirun?: ZhirunFacts;
}

/** 芒种 and 大雪, the two terms a 闰 may follow (the last of each 遁). */
const LEAP_TERMS = new Set([11, 23]);
/** 超神 may run at most nine days ahead (《奇门遁甲秘笈大全》: 超神过九日则置闰). */
const MAX_LEAD_DAYS = 9;
/** 2000-01-07 was a 甲子 day, so 上元 符头 fall on days ≡ 0 (mod 15) from it. */
const JIA_ZI_DAY = dayOrdinal(2000, 1, 7);
const mod = (a: number, n: number): number => ((a % n) + n) % n;

interface BlockTerm {
  readonly term: number;
  readonly leap: boolean;
  readonly leadDays: number;
}

/**
 * The term the fifteen days from `blockStart` (a 上元 符头's dayOrdinal) belong to. The run
 * is followed from the 芒种 two years earlier, started at the 符头 nearest to it; any start
 * within a week of the term reaches the same run within a year, as the test holds over
 * 1901–2099 against starts eight years back.
 */
export function zhirunBlock(blockStart: number, yearsBack = 2): BlockTerm {
  const year = new Date(blockStart * 86_400_000).getUTCFullYear() - yearsBack;
  let term = year * 24 + 11;
  let start = termDay(term) - mod(termDay(term) - JIA_ZI_DAY, 15);
  if (termDay(term) - start > 7) start += 15;
  let first = true;
  let firstStart = start;
  while (start < blockStart) {
    if (first && LEAP_TERMS.has(term % 24) && termDay(term) - start > MAX_LEAD_DAYS) {
      first = false;
    } else {
      term += 1;
      first = true;
      firstStart = start + 15;
    }
    start += 15;
  }
  return { term, leap: !first, leadDays: termDay(term) - firstStart };
}

const blockTerm = memoise((blockStart: number) => zhirunBlock(blockStart));

const solarTermOf = (term: number) => ({ name: SOLAR_TERMS[term % 24]!, time: termTime(term).text });

/**
 * The 局 of a moment: `beijingSeconds`/`beijingYear` place it among the solar terms,
 * `dayOrdinal` and `dayIndex` are its day (after 23:00, the next one) and that day's 干支.
 */
export function juFacts(
  method: QimenMethod,
  beijingSeconds: number,
  beijingYear: number,
  day: { readonly ordinal: number; readonly index: number },
): JuFacts {
  const yuanIndex = yuanOfDay(day.index);
  const fuTou = fuTouOfDay(day.index);
  if (method === 'chaibu') {
    const term = termAt(beijingSeconds, beijingYear);
    return {
      method,
      dun: dunOfTerm(term % 24),
      ju: juOf(term % 24, yuanIndex),
      yuan: YUAN[yuanIndex]!,
      solarTerm: solarTermOf(term),
      fuTou,
    };
  }
  const block = blockTerm(day.ordinal - (day.index % 15));
  return {
    method,
    dun: dunOfTerm(block.term % 24),
    ju: juOf(block.term % 24, yuanIndex),
    yuan: YUAN[yuanIndex]!,
    solarTerm: solarTermOf(block.term),
    fuTou,
    zhirun: { leadDays: block.leadDays, leap: block.leap },
  };
}
