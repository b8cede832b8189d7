/**
 * The art's own colours: purple night and gold line work. The art is a picture, so its
 * palette lives here rather than in the interface tokens.
 */
export const ART = {
  night: '#241062',
  dusk: '#4a23c4',
  gold: '#d4a94f',
  goldLight: '#f6d98b',
  ink: '#1b0b4d',
  star: '#fff6d8',
} as const;

/** The card is drawn on a 200 × 350 canvas; emblems use the box between the numeral and the name. */
export const CARD = { width: 200, height: 350, centreX: 100, centreY: 168 } as const;

/** Gold line work, the one stroke style every emblem shares. */
export const line = { fill: 'none', stroke: ART.gold, strokeWidth: 2.4, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
export const thinLine = { ...line, strokeWidth: 1.4 } as const;
export const goldFill = { fill: ART.goldLight, stroke: ART.gold, strokeWidth: 1.2 } as const;
