import { z } from 'zod';
import { text } from './text';
import { endpoint } from './endpoint';

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

export const rateApp = endpoint({
  method: 'POST',
  path: '/api/ratings',
  tags: ['feedback'],
  summary: 'Rate the app: 1–5 stars and an optional comment',
  body: rateAppBody,
  response: ratingSaved,
  errors: [400, 401, 403],
});
