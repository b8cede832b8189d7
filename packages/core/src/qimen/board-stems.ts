/** The stems the four pillars show on a board, where a 甲 hides under its decade's 仪. */
import { BRANCHES, hiddenStemOfDecade, STEMS, type Branch, type Stem } from './symbols';

/** 干支 index of a pillar's name ('乙丑' → 1): the n with n ≡ stem (mod 10) and n ≡ branch (mod 12). */
export const cycleIndex = (name: string): number => {
  const stem = STEMS.indexOf(name[0] as Stem);
  const branch = BRANCHES.indexOf(name[1] as Branch);
  return (((6 * stem - 5 * branch) % 60) + 60) % 60;
};

/** The stem index a pillar shows on the board: its own, or for 甲 the 仪 its decade hides under. */
export const boardStemOf = (pillar: string): number => {
  const index = cycleIndex(pillar);
  return index % 10 === 0 ? hiddenStemOfDecade(Math.floor(index / 10)) : index % 10;
};
