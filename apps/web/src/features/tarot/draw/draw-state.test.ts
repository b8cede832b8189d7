import { describe, expect, it } from 'vitest';
import { shuffleDeck } from '@tarot/core/tarot/draw';
import { seededRandomInt } from '@tarot/core/tarot/random';
import { findSpread } from '@tarot/core/tarot/spreads';
import { drawReducer, type DrawState } from './draw-state';

const deck = shuffleDeck(seededRandomInt('test'));

function run(spreadId: string, actions: Parameters<ReturnType<typeof drawReducer>>[1][]): DrawState {
  const reduce = drawReducer(findSpread(spreadId)!);
  return actions.reduce(reduce, { step: 'ask' } as DrawState);
}

describe('the draw ritual', () => {
  it('goes from question to shuffle to pick for a small spread, without a cut', () => {
    const state = run('three-times', [{ type: 'shuffle', deck }, { type: 'shuffled' }]);
    expect(state).toMatchObject({ step: 'pick', picked: [] });
  });

  it('cuts a Celtic Cross: the chosen pile goes on top', () => {
    const state = run('celtic-cross', [{ type: 'shuffle', deck }, { type: 'shuffled' }, { type: 'cut', pile: 1 }]);
    expect(state.step).toBe('pick');
    expect(state.step === 'pick' && state.deck[0]).toEqual(deck[26]);
  });

  it('collects ten distinct cards in the order tapped, ignoring repeated taps', () => {
    const taps = [5, 5, 70, 3, 3, 10, 11, 12, 13, 14, 15, 16].map((index) => ({ type: 'pick' as const, index }));
    const state = run('celtic-cross', [
      { type: 'shuffle', deck },
      { type: 'shuffled' },
      { type: 'cut', pile: 0 },
      ...taps,
    ]);
    expect(state.step).toBe('reveal');
    if (state.step !== 'reveal') return;
    expect(state.cards).toEqual([5, 70, 3, 10, 11, 12, 13, 14, 15, 16].map((index) => deck[index]));
    expect(new Set(state.cards.map((card) => card.id)).size).toBe(10);
  });

  it('turns the cards over one at a time and no further', () => {
    const picks = [0, 1, 2].map((index) => ({ type: 'pick' as const, index }));
    const turns = Array.from({ length: 5 }, () => ({ type: 'turnNext' as const }));
    const state = run('three-times', [{ type: 'shuffle', deck }, { type: 'shuffled' }, ...picks, ...turns]);
    expect(state).toMatchObject({ step: 'reveal', shown: 3 });
  });

  it('ignores actions out of turn and bad input', () => {
    expect(run('single', [{ type: 'pick', index: 0 }])).toEqual({ step: 'ask' });
    expect(run('celtic-cross', [{ type: 'shuffle', deck }, { type: 'shuffled' }, { type: 'cut', pile: 7 }]).step).toBe(
      'cut',
    );
    expect(run('single', [{ type: 'shuffle', deck }, { type: 'shuffled' }, { type: 'pick', index: 99 }])).toMatchObject(
      {
        step: 'pick',
        picked: [],
      },
    );
  });
});
