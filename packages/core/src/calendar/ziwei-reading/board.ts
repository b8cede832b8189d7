import type { ZiweiChart, ZiweiStar } from '../ziwei';
import {
  mutagenIdOf,
  minorStarIdOf,
  palaceIdOf,
  starIdOf,
  type MinorStarId,
  type MutagenId,
  type PalaceId,
  type StarId,
} from './vocabulary';

/** A star a rule can name: a major star, one of the fourteen minor ones read here. */
export type BoardStarId = StarId | MinorStarId;

export interface BoardStar {
  readonly id: BoardStarId;
  readonly major: boolean;
  /** iztro's 庙 旺 得 利 平 不 陷, or ''. */
  readonly brightness: string;
  /** 生年四化, or null. */
  readonly mutagen: MutagenId | null;
}

export interface BoardPalace {
  /** 0 = the 寅 palace, as in ZiweiChart.palaces; the next index is the next branch. */
  readonly index: number;
  readonly palace: PalaceId;
  readonly earthlyBranch: string;
  readonly stars: readonly BoardStar[];
}

/** The chart reduced to what the reading's rules look at, by palace index. */
export type Board = readonly BoardPalace[];

const boardStar = (star: ZiweiStar, major: boolean): BoardStar[] => {
  const id = major ? starIdOf(star.name) : minorStarIdOf(star.name);
  if (id === undefined) return [];
  return [{ id, major, brightness: star.brightness, mutagen: mutagenIdOf(star.mutagen) ?? null }];
};

export function boardOf(chart: ZiweiChart): Board {
  return [...chart.palaces]
    .sort((a, b) => a.index - b.index)
    .map((p) => ({
      index: p.index,
      palace: palaceIdOf(p.name),
      earthlyBranch: p.earthlyBranch,
      stars: [...p.majorStars.flatMap((s) => boardStar(s, true)), ...p.minorStars.flatMap((s) => boardStar(s, false))],
    }));
}

export const palaceAt = (board: Board, index: number): BoardPalace => {
  const palace = board[((index % 12) + 12) % 12];
  if (!palace) throw new Error(`board has no palace ${index}`);
  return palace;
};

export const palaceNamed = (board: Board, id: PalaceId): BoardPalace => {
  const palace = board.find((p) => p.palace === id);
  if (!palace) throw new Error(`board has no ${id} palace`);
  return palace;
};
