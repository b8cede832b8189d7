/**
 * Where each palace sits in the classic square chart: the twelve branches run round
 * the edge of a 4 × 4 grid, 寅 at the bottom left, clockwise; the middle holds the summary.
 */
export const BRANCH_CELLS: Readonly<Record<string, { row: number; column: number }>> = {
  巳: { row: 1, column: 1 },
  午: { row: 1, column: 2 },
  未: { row: 1, column: 3 },
  申: { row: 1, column: 4 },
  辰: { row: 2, column: 1 },
  酉: { row: 2, column: 4 },
  卯: { row: 3, column: 1 },
  戌: { row: 3, column: 4 },
  寅: { row: 4, column: 1 },
  丑: { row: 4, column: 2 },
  子: { row: 4, column: 3 },
  亥: { row: 4, column: 4 },
};
