import { z } from 'zod';
import { pageQuery } from './page-query';

/**
 * A member's own lists (readings, points, invitees, feedback) grow without bound, so after
 * the spec's page number (§9) they go on by cursor: each answer says whether more follow and
 * where they start, and no answer counts the whole list.
 */
export const memberPageQuery = pageQuery.extend({
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/)
    .optional()
    .describe('The previous answer’s nextCursor: the page after it, whatever `page` says'),
});

/** One page of a member's list; `page` echoes the request. */
export const memberPageOf = <Item extends z.ZodType>(item: Item, id: string) =>
  z
    .object({
      items: z.array(item).readonly(),
      page: z.number().int(),
      pageSize: z.number().int(),
      hasMore: z.boolean(),
      nextCursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last'),
    })
    .meta({ id });

export type MemberPageQuery = z.infer<typeof memberPageQuery>;
