import type { z } from 'zod';
import type { ContentFile, ContentFiles } from './files';
import { astrologyReadingSchema } from './schemas/astrology';
import { baziReadingSchema } from './schemas/bazi';
import { notificationsSchema } from './schemas/notifications';
import { zeDayReasonsSchema } from './schemas/zeday';
import { qimenReadingSchema } from './schemas/qimen';
import { cardNamesSchema, cardsSchema, tarotReadingSchema } from './schemas/tarot';
import { ziweiReadingSchema } from './schemas/ziwei';

/** What each file must hold, checked in CI for every language and again when the server reads it. */
export const FILE_SCHEMAS: { readonly [F in ContentFile]: z.ZodType<ContentFiles[F]> } = {
  'tarot/names': cardNamesSchema,
  'tarot/cards': cardsSchema,
  'tarot/reading': tarotReadingSchema,
  'bazi/reading': baziReadingSchema,
  'ziwei/reading': ziweiReadingSchema,
  'zeday/reasons': zeDayReasonsSchema,
  'qimen/reading': qimenReadingSchema,
  'astrology/reading': astrologyReadingSchema,
  'notifications/messages': notificationsSchema,
};
