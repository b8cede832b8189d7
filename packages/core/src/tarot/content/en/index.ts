import type { CardTextTable } from '../../types';
import { major } from './major';
import { wands } from './wands';
import { cups } from './cups';
import { swords } from './swords';
import { pentacles } from './pentacles';

export const cards: CardTextTable = { ...major, ...wands, ...cups, ...swords, ...pentacles };
