import { describe, expect, it } from 'vitest';
import { moved } from './banner-order';

const items = ['a', 'b', 'c'].map((id) => ({ id }));

describe('moved', () => {
  it('swaps a banner with its neighbour', () => {
    expect(moved(items, 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moved(items, 'b', 1)).toEqual(['a', 'c', 'b']);
  });

  it('leaves the order alone at the ends or for an unknown id', () => {
    expect(moved(items, 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moved(items, 'c', 1)).toEqual(['a', 'b', 'c']);
    expect(moved(items, 'x', 1)).toEqual(['a', 'b', 'c']);
  });
});
