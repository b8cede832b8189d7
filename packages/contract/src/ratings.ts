import { z } from 'zod';
import { text } from './text';

/** Rating the app (spec §2 "rate app"): one to five stars and an optional comment. */
export const RATING_RULES = { starsMin: 1, starsMax: 5, commentMax: 500 } as const;

export const rateAppBody = z
  .object({
    stars: z.number().int().min(RATING_RULES.starsMin).max(RATING_RULES.starsMax),
    comment: text().trim().max(RATING_RULES.commentMax).default(''),
  })
  .meta({ id: 'RateApp' });

export const ratingSaved = z.object({ id: z.uuid() }).meta({ id: 'RatingSaved' });

export type RateAppBody = z.infer<typeof rateAppBody>;
