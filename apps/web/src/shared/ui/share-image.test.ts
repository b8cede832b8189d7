import { describe, expect, it } from 'vitest';
import { PICTURE_GAP, pictureGrid, wrapText } from './share-image-layout';

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

describe('laying out the pictures of a share image', () => {
  const width = 638; // the image's inner width

  it('draws a single card no wider than it should be, centred', () => {
    const grid = pictureGrid(1, width);
    expect(grid).toMatchObject({ columns: 1, rows: 1, cellWidth: 220 });
    expect(grid.offsetOf(0)).toBe((width - 220) / 2);
  });

  it('lays three cards in one row, sharing the width', () => {
    const grid = pictureGrid(3, width);
    expect(grid).toMatchObject({ columns: 3, rows: 1 });
    expect(grid.cellWidth).toBeCloseTo((width - 2 * PICTURE_GAP) / 3);
  });

  it('wraps a ten-card spread into rows that fit the width', () => {
    const grid = pictureGrid(10, width);
    expect(grid).toMatchObject({ columns: 5, rows: 2 });
    expect(grid.columns * grid.cellWidth + (grid.columns - 1) * PICTURE_GAP).toBeCloseTo(width);
  });

  it('centres a short last row', () => {
    const grid = pictureGrid(7, width);
    expect(grid).toMatchObject({ columns: 5, rows: 2 });
    expect(grid.offsetOf(0)).toBeCloseTo(0);
    expect(grid.offsetOf(1)).toBeCloseTo((width - (2 * grid.cellWidth + PICTURE_GAP)) / 2);
  });
});
