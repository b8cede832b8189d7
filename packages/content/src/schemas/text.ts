import { z } from 'zod';

/** A text a reader sees: never empty or only spaces (a forgotten translation). */
export const text = z.string().refine((value) => value.trim() !== '', 'an empty text');
