import type { CardId } from '../tarot/types';

/** The major arcana a taker can turn out to be; each stands for one way of meeting life. */
export const ARCHETYPES = ['fool', 'magician', 'highPriestess', 'empress', 'emperor', 'hermit', 'star', 'sun'] as const;
export type Archetype = (typeof ARCHETYPES)[number];

export const ARCHETYPE_CARD: Readonly<Record<Archetype, CardId>> = {
  fool: 'major-00',
  magician: 'major-01',
  highPriestess: 'major-02',
  empress: 'major-03',
  emperor: 'major-04',
  hermit: 'major-09',
  star: 'major-17',
  sun: 'major-19',
};
