import { z } from 'zod';
import { text } from './text';

/**
 * A launch article in one language, as the seed publishes it. No core rule reads articles, so
 * the shape is declared here; the server's article rows hold the same fields.
 */
export interface ArticleText {
  readonly title: string;
  readonly summary: string;
  /** Plain paragraphs separated by blank lines: Markdown without markup. */
  readonly body: string;
}

const line = text.refine((value) => !value.includes('\n'), 'more than one line');

export const articleSchema: z.ZodType<ArticleText> = z.strictObject({
  title: line,
  summary: line,
  body: text.refine((value) => !/[#*`<>]/.test(value), 'markup in a plain-text body'),
});
