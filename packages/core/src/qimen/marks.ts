/**
 * What a practitioner marks on each palace besides its plates:
 * - 旬空: the two branches the hour's decade leaves out, in the palaces of their directions;
 * - 驿马: the branch that clashes with the 长生 of the hour branch's triad
 *   (申子辰马在寅, 寅午戌马在申, 巳酉丑马在亥, 亥卯未马在巳);
 * - 旺相休囚死 of the palace's element in the season (月令 element of the month branch);
 * - 门迫: the door's element overcomes the palace's;
 * - 入墓: a 天盘 stem in the palace of its tomb branch (墓 of the twelve stages, as tyme4ts
 *   counts them: yang stems forward, yin stems backward — 乙丙戊入乾, 丁己庚入艮, 辛壬入巽,
 *   癸入坤);
 * - 击刑 (六仪击刑): a 天盘 仪 in the palace its 甲 punishes, from 《烟波钓叟歌》
 *   "六仪击刑何太凶，甲子值符愁向东，戌刑在未申刑寅，寅巳辰辰午刑午".
 */
import { EarthBranch, HeavenStem } from 'tyme4ts';
import {
  BRANCHES,
  elementRelation,
  palaceOfBranch,
  PALACE_ELEMENT,
  DOOR_ELEMENT,
  type Door,
  type ElementIndex,
  type PalaceNumber,
} from './symbols';

export type QimenMark = '旬空' | '驿马' | '门迫' | '入墓' | '击刑';
export const QIMEN_MARKS: readonly QimenMark[] = ['旬空', '驿马', '门迫', '入墓', '击刑'];

export type SeasonState = '旺' | '相' | '休' | '囚' | '死';

/** The two void branches of the decade holding 干支 index `index`. */
export function voidBranches(index: number): readonly [number, number] {
  const first = (Math.floor(index / 10) * 10) % 12;
  return [(first + 10) % 12, (first + 11) % 12];
}

/** The 驿马 branch of a branch. */
export const horseBranch = (branch: number): number => ([2, 11, 8, 5] as const)[branch % 4]!;

/** 旺相休囚死 of an element in a season: 旺 alike, 相 fed by the season, 休 feeding it, 囚 overcoming it, 死 overcome by it. */
export function seasonState(element: ElementIndex, season: ElementIndex): SeasonState {
  switch (elementRelation(season, element)) {
    case 0:
      return '旺';
    case 1:
      return '相';
    case -1:
      return '休';
    case -2:
      return '囚';
    default:
      return '死';
  }
}

export const doorIsPressed = (door: Door, palace: PalaceNumber): boolean =>
  elementRelation(DOOR_ELEMENT[door], PALACE_ELEMENT[palace - 1]!) === 2;

/** The palace of each stem's tomb branch, read from tyme4ts' twelve stages. */
const TOMB_PALACE: readonly PalaceNumber[] = Array.from({ length: 10 }, (_, stem) => {
  const s = HeavenStem.fromIndex(stem);
  const tomb = BRANCHES.findIndex((_, b) => s.getTerrain(EarthBranch.fromIndex(b)).getName() === '墓');
  return palaceOfBranch(tomb);
});
export const tombPalaceOf = (stem: number): PalaceNumber => TOMB_PALACE[stem]!;

/** 六仪击刑: the palace where each 仪 is punished (甲子戊→震3, 甲戌己→坤2, 甲申庚→艮8, 甲午辛→离9, 甲辰壬→巽4, 甲寅癸→巽4). */
const PUNISHED_PALACE: Readonly<Partial<Record<number, PalaceNumber>>> = { 4: 3, 5: 2, 6: 8, 7: 9, 8: 4, 9: 4 };
export const isPunished = (stem: number, palace: PalaceNumber): boolean => PUNISHED_PALACE[stem] === palace;
