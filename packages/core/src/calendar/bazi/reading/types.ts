/**
 * The shapes of a written 八字 reading. A reading is codes and parameters only; the words
 * for each code live in @tarot/content (texts/<language>/bazi/reading.json) and are joined
 * in by render.ts, so the rules are checked once and read in every language.
 */
import type { RelationKind, RelationMembers } from '../relations';

/** The five kinds of ten god, seen from the day master (十神 grouped by their relation). */
export type GodCategory = 'peer' | 'resource' | 'output' | 'wealth' | 'officer';
export const GOD_CATEGORIES: readonly GodCategory[] = ['peer', 'resource', 'output', 'wealth', 'officer'];

/** 极弱 偏弱 中和 偏强 极强 */
export type StrengthLevel = 'veryWeak' | 'weak' | 'balanced' | 'strong' | 'veryStrong';

/** 旺 相 休 囚 死: the day master's state in its birth month. */
export type SeasonState = 'prosperous' | 'supported' | 'resting' | 'confined' | 'dead';

export type PatternCode =
  | 'zhengGuan'
  | 'qiSha'
  | 'zhengCai'
  | 'pianCai'
  | 'shiShen'
  | 'shangGuan'
  | 'zhengYin'
  | 'pianYin'
  | 'jianLu'
  /** 阳刃格: a yang day master born in its 帝旺 month. */
  | 'yangRen'
  /** 月劫格: a yin day master born in its 帝旺 month (阳刃 is for yang stems only). */
  | 'yueJie'
  | 'followWealth'
  | 'followOfficer'
  | 'followOutput'
  /** 从势格 */
  | 'followPower'
  /** 专旺: 曲直 (木), 炎上 (火), 稼穑 (土), 从革 (金), 润下 (水). */
  | 'quZhi'
  | 'yanShang'
  | 'jiaSe'
  | 'congGe'
  | 'runXia';

export type LifeArea = 'personality' | 'career' | 'wealth' | 'relationships' | 'health';
export const LIFE_AREAS: readonly LifeArea[] = ['personality', 'career', 'wealth', 'relationships', 'health'];

/** A 刑冲合会 relation a text names: its kind and the stems or branches it joins. */
export type RelationParam = RelationMembers & { readonly kind: RelationKind };

/** Values a text may quote: numbers, characters, lists of characters, or relations. */
export type NoteParams = Readonly<Record<string, string | number | readonly string[] | readonly RelationParam[]>>;

/** One sentence of a reading: a text code and what the text quotes. */
export interface Note {
  readonly code: string;
  readonly params?: NoteParams;
}

/** Points of 100: the supporting parts add up to the score, the opposing ones to the rest. */
export interface StrengthParts {
  /** 得令: the month branch's season and hidden stems that support the day master. */
  readonly season: number;
  /** 得地: roots and 印 in the other branches. */
  readonly roots: number;
  /** 得势: 比劫 and 印 among the stems. */
  readonly stems: number;
  /** 克: 官杀. */
  readonly officer: number;
  /** 泄: 食伤. */
  readonly output: number;
  /** 耗: 财. */
  readonly wealth: number;
}

export interface StrengthReading {
  /** 0–100: the supporting share of the weighed chart; 50 is an even balance. */
  readonly score: number;
  readonly level: StrengthLevel;
  readonly season: SeasonState;
  readonly parts: StrengthParts;
  readonly reasons: readonly Note[];
}

export interface PatternReading {
  readonly code: PatternCode;
  readonly reasons: readonly Note[];
}

/**
 * On what ground an element is listed (useful-gods.ts gives the order): the 格局's need,
 * 扶 (support) or 抑 (restraint) as 病药, 调候 (climate), 通关 (bridge), or going with a
 * 从格 (follow) or a 专旺 chart (dominant). 喜神 and 忌神 carry the basis of the 用神 they follow.
 */
export type UsefulBasis = 'pattern' | 'support' | 'restraint' | 'climate' | 'bridge' | 'follow' | 'dominant';
export const USEFUL_BASES: readonly UsefulBasis[] = [
  'pattern',
  'support',
  'restraint',
  'climate',
  'bridge',
  'follow',
  'dominant',
];

/** An element the reading favours or warns about, and why. */
export interface ElementRole {
  readonly element: string;
  readonly category: GodCategory;
  readonly basis: UsefulBasis;
  readonly reason: Note;
}

export interface ElementBalance {
  /** 用神: the element(s) the chart needs most; a 调候 need is listed here with its reason. */
  readonly useful: readonly ElementRole[];
  /** 喜神: elements that help the useful one. */
  readonly favourable: readonly ElementRole[];
  /** 忌神 */
  readonly unfavourable: readonly ElementRole[];
}

/** How an incoming element sits with the chart. */
export type ElementFit = 'useful' | 'favourable' | 'unfavourable' | 'neutral';

export interface IncomingPillar {
  readonly ganZhi: string;
  /** Each part with its 十神 against the day master (the branch's by its 本气) and how it sits with the chart. */
  readonly stem: { readonly char: string; readonly element: string; readonly tenGod: string; readonly fit: ElementFit };
  readonly branch: {
    readonly char: string;
    readonly element: string;
    readonly tenGod: string;
    readonly fit: ElementFit;
  };
  readonly notes: readonly Note[];
}

export interface DecadePeriod extends IncomingPillar {
  readonly startYear: number;
  readonly endYear: number;
  readonly startAge: number;
  readonly endAge: number;
}

export interface YearPeriod extends IncomingPillar {
  readonly year: number;
}

export interface FortuneReading {
  /** The date "current" is judged at, YYYY-MM-DD. */
  readonly at: string;
  /** The 大运 in force on that date, or null before the first one begins (a note says when). */
  readonly decade: DecadePeriod | null;
  readonly notes: readonly Note[];
  /** 流年 of the date's year and of the next year. */
  readonly years: readonly [YearPeriod, YearPeriod];
}

export interface BaziReading {
  readonly strength: StrengthReading;
  readonly pattern: PatternReading;
  readonly elements: ElementBalance;
  readonly areas: Readonly<Record<LifeArea, readonly Note[]>>;
  readonly fortune: FortuneReading;
}

/** The words of a reading in one language, by code; `{{name}}` quotes a note's parameter. */
export type ReadingTexts = Readonly<Record<string, string>>;
