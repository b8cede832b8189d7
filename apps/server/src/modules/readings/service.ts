import type { ReadingPage, ReadingResponse, SaveReadingBody } from '@tarot/contract/tarot';
import { findCard } from '@tarot/core/tarot/deck';
import { findSpread } from '@tarot/core/tarot/spreads';
import { answerOf, type ListRequest } from '../../db/keyset';
import { AppError } from '../../errors';
import type { ReadingRepo, ReadingRow } from './repo';

const toResponse = (row: ReadingRow): ReadingResponse => ({
  id: row.id,
  spreadId: row.spreadId,
  cards: row.cards,
  question: row.question,
  createdAt: row.createdAt.toISOString(),
});

/** The draw must be one the app could have made: a real spread, its count of distinct real cards. */
function assertValidDraw({ spreadId, cards }: SaveReadingBody): void {
  const spread = findSpread(spreadId);
  if (!spread) throw new AppError('INVALID_PARAM', `Unknown spread ${spreadId}`);
  if (cards.length !== spread.positions.length) {
    throw new AppError('INVALID_PARAM', `${spreadId} takes ${spread.positions.length} cards, got ${cards.length}`);
  }
  if (cards.some((card) => !findCard(card.id))) throw new AppError('INVALID_PARAM', 'Unknown card');
  if (new Set(cards.map((card) => card.id)).size !== cards.length)
    throw new AppError('INVALID_PARAM', 'A card appears twice');
}

export function createReadingService(readings: ReadingRepo) {
  return {
    async save(userId: string, body: SaveReadingBody): Promise<ReadingResponse> {
      assertValidDraw(body);
      return toResponse(await readings.insert({ userId, ...body }));
    },
    async list(userId: string, request: ListRequest): Promise<ReadingPage> {
      return answerOf(request, await readings.page(userId, request), toResponse);
    },
    async get(userId: string, id: string): Promise<ReadingResponse> {
      const row = await readings.findOwn(userId, id);
      // Someone else's reading answers exactly like a missing one.
      if (!row) throw new AppError('NOT_FOUND', 'No such reading');
      return toResponse(row);
    },
    async remove(userId: string, id: string): Promise<void> {
      if (!(await readings.deleteOwn(userId, id))) throw new AppError('NOT_FOUND', 'No such reading');
    },
  };
}

export type ReadingService = ReturnType<typeof createReadingService>;
