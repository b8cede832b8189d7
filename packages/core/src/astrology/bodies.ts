/** The bodies a chart lists, in the order charts print them. */
export const BODY_IDS = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
  'node',
] as const;

export type BodyId = (typeof BODY_IDS)[number];

/** The bodies that can turn retrograde as seen from the Earth (the node's mean motion is always backwards). */
export const RETROGRADING_BODIES: readonly BodyId[] = [
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
];
