import { palaceAt, type Board, type BoardPalace } from './board';

/**
 * 三方四正 of a palace: itself, the palace opposite (对宫, six branches on), and its two
 * trines (三合, four branches either way) — 命宫 with 迁移, 财帛 and 官禄. The neighbours
 * on either side (夹宫) are not part of it but are read for 夹 patterns.
 */
export interface SanFang {
  readonly self: BoardPalace;
  readonly opposite: BoardPalace;
  readonly trines: readonly [BoardPalace, BoardPalace];
  readonly flanks: readonly [BoardPalace, BoardPalace];
}

export function sanFangOf(board: Board, index: number): SanFang {
  return {
    self: palaceAt(board, index),
    opposite: palaceAt(board, index + 6),
    trines: [palaceAt(board, index + 4), palaceAt(board, index + 8)],
    flanks: [palaceAt(board, index - 1), palaceAt(board, index + 1)],
  };
}

/** The four palaces of 三方四正, the palace itself first. */
export const aroundOf = (s: SanFang): readonly BoardPalace[] => [s.self, s.opposite, ...s.trines];
