import { withNames } from '../../card-texts';
import type { CardTextTable } from '../../types';
import { major } from './major';
import { names } from './names';
import { wands } from './wands';
import { cups } from './cups';
import { swords } from './swords';
import { pentacles } from './pentacles';

export const cards: CardTextTable = withNames(names, { ...major, ...wands, ...cups, ...swords, ...pentacles });
