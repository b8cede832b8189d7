import { z } from 'zod';

/** Lists page as the spec's defaults say: page 1, 20 a page (§9). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
