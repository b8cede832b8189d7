import { z } from 'zod';

/** The answer of an action that has nothing to return but its success. */
export const okResponse = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });
