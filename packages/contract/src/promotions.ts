/**
 * House promotions (decision 0025): what the rewarded check-in shows when no ad network is
 * configured. Administrators upload an image or a short MP4/WebM (at most 10 MB, recognised by
 * its bytes) and schedule it by Asia/Shanghai days and interface languages.
 */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { okResponse } from './ok';
import { UI_LANGUAGES } from './preferences';
import { promotion, type Promotion } from './points';

export { promotion, type Promotion };

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD');
const idParams = z.object({ id: z.uuid() });

/** The multipart fields that come before the `file` part of an upload. */
export const promotionFields = z
  .object({
    link: z
      .union([z.literal(''), z.url({ protocol: /^https?$/ }).max(500)])
      .default('')
      .describe('Where “Learn more” leads; http(s) only, or empty'),
    languages: z
      .string()
      .default('')
      .transform((value) => value.split(',').map((part) => part.trim()).filter(Boolean))
      .pipe(z.array(z.enum(UI_LANGUAGES)).max(UI_LANGUAGES.length))
      .describe('Comma-separated interface languages; empty: every language'),
    startsOn: isoDate.describe('First day shown, Asia/Shanghai'),
    endsOn: isoDate.describe('Last day shown, Asia/Shanghai'),
  })
  .refine((fields) => fields.startsOn <= fields.endsOn, { message: 'endsOn must not be before startsOn', path: ['endsOn'] });

export const promotionList = z.object({ items: z.array(promotion) }).meta({ id: 'PromotionList' });

export type PromotionFields = z.infer<typeof promotionFields>;

export const listPromotions = endpoint({
  method: 'GET',
  path: '/api/admin/promotions',
  tags: ['admin'],
  summary: 'House promotions for the rewarded check-in, latest end first',
  response: promotionList,
  errors: [400, 401, 403],
});

export const createPromotion = endpoint({
  method: 'POST',
  path: '/api/admin/promotions',
  tags: ['admin'],
  summary: 'Upload and schedule a promotion (multipart: link, languages, startsOn, endsOn, then file)',
  consumes: ['multipart/form-data'],
  response: promotion,
  errors: [400, 401, 403, 413, 415],
});

export const deletePromotion = endpoint({
  method: 'DELETE',
  path: '/api/admin/promotions/:id',
  tags: ['admin'],
  summary: 'Remove a promotion and its media',
  params: idParams,
  response: okResponse,
  errors: [400, 401, 403, 404],
});
