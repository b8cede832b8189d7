import { z } from 'zod';
import { text } from './text';
import { endpoint } from './endpoint';
import { okResponse } from './ok';
import { memberPageOf, memberPageQuery } from './member-page';

export { pageQuery } from './page-query';

const cardId = z.string().regex(/^(major|wands|cups|swords|pentacles)-\d{2}$/);
export const drawnCard = z.object({ id: cardId, reversed: z.boolean() });

export const saveReadingBody = z
  .object({
    spreadId: text().min(1).max(40),
    cards: z.array(drawnCard).min(1).max(12),
    question: text().trim().max(140).default(''),
  })
  .meta({ id: 'SaveReading' });

export const readingSchema = z
  .object({
    id: z.string(),
    spreadId: z.string(),
    cards: z.array(drawnCard).readonly(),
    question: z.string(),
    createdAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'Reading' });

export const readingIdParams = z.object({ id: z.uuid() });

export const readingPage = memberPageOf(readingSchema, 'ReadingPage');

const rating = z.number().int().min(1).max(5);
export const dailyCardSchema = z
  .object({
    date: z.string().describe('YYYY-MM-DD, the Asia/Shanghai calendar day'),
    card: drawnCard,
    ratings: z.object({ overall: rating, love: rating, career: rating, wealth: rating, health: rating }),
    luckyColour: z.string(),
    luckyNumber: z.number().int().min(1).max(9),
  })
  .meta({ id: 'DailyCard' });

export const dailyHistory = z.object({ items: z.array(dailyCardSchema).readonly() }).meta({ id: 'DailyCardHistory' });

export type SaveReadingBody = z.infer<typeof saveReadingBody>;
export type ReadingResponse = z.infer<typeof readingSchema>;
export type ReadingPage = z.infer<typeof readingPage>;
export type DailyCardResponse = z.infer<typeof dailyCardSchema>;

export const getDailyCard = endpoint({
  method: 'GET',
  path: '/api/daily-card',
  tags: ['tarot'],
  summary: "Today's card for the signed-in member, the same all day",
  response: dailyCardSchema,
  errors: [401],
});

export const getDailyCardHistory = endpoint({
  method: 'GET',
  path: '/api/daily-card/history',
  tags: ['tarot'],
  summary: 'The member’s cards of the last 30 days, newest first',
  response: dailyHistory,
  errors: [401],
});

export const saveReading = endpoint({
  method: 'POST',
  path: '/api/readings',
  tags: ['tarot'],
  summary: 'Save a reading',
  body: saveReadingBody,
  response: readingSchema,
  errors: [400, 401, 404],
});

export const listReadings = endpoint({
  method: 'GET',
  path: '/api/readings',
  tags: ['tarot'],
  summary: 'My readings, newest first',
  query: memberPageQuery,
  response: readingPage,
  errors: [400, 401, 404],
});

export const getReading = endpoint({
  method: 'GET',
  path: '/api/readings/:id',
  tags: ['tarot'],
  summary: 'One of my readings',
  params: readingIdParams,
  response: readingSchema,
  errors: [400, 401, 404],
});

export const deleteReading = endpoint({
  method: 'DELETE',
  path: '/api/readings/:id',
  tags: ['tarot'],
  summary: 'Delete one of my readings',
  params: readingIdParams,
  response: okResponse,
  errors: [400, 401, 404],
});
