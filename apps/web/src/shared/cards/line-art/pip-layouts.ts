import { CARD } from './palette';

type Point = readonly [x: number, y: number];

const { centreX: cx, centreY: cy } = CARD;
const col = (dx: number, ys: readonly number[]): Point[] => ys.map((dy) => [cx + dx, cy + dy]);

/** Where the pips of 2–10 stand, in the traditional columns; the ace has one large symbol. */
export const PIP_LAYOUTS: Readonly<Record<number, readonly Point[]>> = {
  2: col(0, [-60, 60]),
  3: col(0, [-75, 0, 75]),
  4: [...col(-34, [-55, 55]), ...col(34, [-55, 55])],
  5: [...col(-34, [-60, 60]), ...col(34, [-60, 60]), [cx, cy]],
  6: [...col(-34, [-70, 0, 70]), ...col(34, [-70, 0, 70])],
  7: [...col(-34, [-70, 0, 70]), ...col(34, [-70, 0, 70]), [cx, cy - 35]],
  8: [...col(-34, [-75, -25, 25, 75]), ...col(34, [-75, -25, 25, 75])],
  9: [...col(-36, [-75, -25, 25, 75]), ...col(36, [-75, -25, 25, 75]), [cx, cy]],
  10: [...col(-38, [-80, -30, 30, 80]), ...col(38, [-80, -30, 30, 80]), [cx, cy - 55], [cx, cy + 55]],
};
