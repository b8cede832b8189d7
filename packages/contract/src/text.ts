import { z } from 'zod';
import { isStorableText } from './text-rules';

/**
 * The one string schema for everything a client sends (bodies, queries, path parameters):
 * text that can be stored and searched. The refinement comes first, so `.trim()`, `.min()`
 * and `.regex()` chain on as on `z.string()`.
 */
export const text = () => z.string().refine(isStorableText, 'Text must not contain U+0000 or unpaired surrogates');
