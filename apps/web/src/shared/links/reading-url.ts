import { findCard } from '@tarot/core/tarot/deck';
import type { DrawnCard } from '@tarot/core/tarot/draw';
import { findSpread, type Spread } from '@tarot/core/tarot/spreads';

/** A reading as its address carries it: shareable, reloadable, and checked on the way in. */
export interface Reading {
  readonly spread: Spread;
  readonly cards: readonly DrawnCard[];
  readonly question: string;
}

export const QUESTION_MAX_LENGTH = 140;

export type ReadingProblem = 'unknownSpread' | 'badCards';

/** `?spread=celtic-cross&cards=major-00:u,cups-02:r&q=…` */
export function readingSearch(spreadId: string, cards: readonly DrawnCard[], question: string): string {
  const params = new URLSearchParams({
    spread: spreadId,
    cards: cards.map((card) => `${card.id}:${card.reversed ? 'r' : 'u'}`).join(','),
  });
  if (question.trim()) params.set('q', question.trim().slice(0, QUESTION_MAX_LENGTH));
  return `?${params.toString()}`;
}

export function parseReading(params: URLSearchParams): Reading | ReadingProblem {
  const spread = findSpread(params.get('spread') ?? '');
  if (!spread) return 'unknownSpread';
  const cards = (params.get('cards') ?? '').split(',').map((part): DrawnCard | null => {
    const [id = '', orientation] = part.split(':');
    if (!findCard(id) || (orientation !== 'u' && orientation !== 'r')) return null;
    return { id, reversed: orientation === 'r' };
  });
  const valid = cards.filter((card): card is DrawnCard => card !== null);
  const distinct = new Set(valid.map((card) => card.id)).size === valid.length;
  if (valid.length !== spread.positions.length || cards.length !== valid.length || !distinct) return 'badCards';
  return { spread, cards: valid, question: (params.get('q') ?? '').slice(0, QUESTION_MAX_LENGTH) };
}
