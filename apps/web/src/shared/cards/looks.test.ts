import { describe, expect, it } from 'vitest';
import { POINTS_OFFERS } from '@tarot/contract/points';
import { CARD_BACKS, lookStyle, TABLE_THEMES } from './looks';

describe('the looks points buy', () => {
  it('draws every offer on sale, and nothing that is not on sale', () => {
    const backs = POINTS_OFFERS.filter((offer) => offer.kind === 'card-back').map((offer) => offer.id);
    const tables = POINTS_OFFERS.filter((offer) => offer.kind === 'table-theme').map((offer) => offer.id);
    expect(Object.keys(CARD_BACKS).sort()).toEqual([...backs].sort());
    expect(Object.keys(TABLE_THEMES).sort()).toEqual([...tables].sort());
  });

  it('sets the variables of the look in use, and none for the defaults', () => {
    expect(lookStyle(undefined)).toEqual({});
    expect(lookStyle({ cardBack: null, tableTheme: null })).toEqual({});
    expect(lookStyle({ cardBack: 'back-jade', tableTheme: 'table-dawn' })).toEqual({
      '--card-back-ground': CARD_BACKS['back-jade']!.ground,
      '--card-back-line': CARD_BACKS['back-jade']!.line,
      '--card-back-light': CARD_BACKS['back-jade']!.light,
      '--table-background': TABLE_THEMES['table-dawn'],
    });
  });
});
