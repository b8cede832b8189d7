import { describe, expect, it } from 'vitest';
import { wrapText } from './share-image';

/** Every character is ten units wide. */
const measure = (text: string) => text.length * 10;

describe('wrapping share-image text', () => {
  it('breaks Chinese between any two characters', () => {
    expect(wrapText(measure, '一二三四五六七', 30)).toEqual(['一二三', '四五六', '七']);
  });

  it('breaks English between words and drops the spaces at the break', () => {
    expect(wrapText(measure, 'the quick brown fox', 100)).toEqual(['the quick', 'brown fox']);
  });

  it('keeps a word longer than the line on its own line rather than losing it', () => {
    expect(wrapText(measure, 'a extraordinarily b', 50)).toEqual(['a', 'extraordinarily', 'b']);
  });

  it('gives nothing for blank text', () => {
    expect(wrapText(measure, '   ', 50)).toEqual([]);
  });
});
