import { z } from 'zod';
import { text } from './text';

/** Lists page as the spec's defaults say: page 1, 20 a page (§9). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

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

export const readingPage = z
  .object({
    items: z.array(readingSchema).readonly(),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'ReadingPage' });

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
