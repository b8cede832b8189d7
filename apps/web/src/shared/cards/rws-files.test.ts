import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DECK } from '@tarot/core/tarot/deck';
import { deckIndex, FACE_WIDTHS, faceFileName, RWS_FOLDER } from './rws-files';

const folder = fileURLToPath(new URL(`../../../public/${RWS_FOLDER}/`, import.meta.url));

describe('the committed Rider–Waite–Smith faces', () => {
  it('hold every card at every width the app asks for, as WebP', () => {
    const missing = DECK.flatMap((card) => FACE_WIDTHS.map((width) => faceFileName(card.id, width))).filter(
      (file) => !existsSync(folder + file),
    );
    expect(missing).toEqual([]);
    const header = readFileSync(folder + faceFileName('major-18', 480))
      .subarray(8, 12)
      .toString('ascii');
    expect(header).toBe('WEBP');
  });

  it('keep their placeholders and provenance beside them', () => {
    expect(existsSync(`${folder}placeholders.webp`)).toBe(true);
    const sources = readFileSync(`${folder}SOURCES.tsv`, 'utf8').trim().split('\n').slice(1);
    expect(sources).toHaveLength(DECK.length);
    expect(sources.every((line) => /\thttps:\/\/upload\.wikimedia\.org\//.test(line))).toBe(true);
    expect(readFileSync(`${folder}README.md`, 'utf8')).toContain('Pamela Colman Smith');
  });
});

describe('deckIndex', () => {
  it('is each card’s place in the deck, the order the placeholder sheet is laid in', () => {
    expect(DECK.map((card) => deckIndex(card.id))).toEqual(DECK.map((_, index) => index));
  });
});
