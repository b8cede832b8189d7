/** An article body is plain text: paragraphs separated by blank lines. */
export const articleParagraphs = (body: string): string[] =>
  body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
