/**
 * A glossary's tables cut down to one language, for the web build: a page shows one language,
 * and each table row carries all ten renderings, so its own column is about a tenth of the
 * download (apps/web/glossary-plugin.ts writes one per glossary and language at build time).
 * Composed domains (functions) are code, not tables: they stay with the full glossary.
 */
import { renderingOf, type TermLanguage } from './renderings';
import type { Glossary } from './term';

/** Table domain → key → its rendering in one language. */
export type GlossaryColumn = Readonly<Record<string, Readonly<Record<string, string>>>>;

export function glossaryColumn(glossary: Glossary, lang: TermLanguage): GlossaryColumn {
  const column: Record<string, Record<string, string>> = {};
  for (const [domain, source] of Object.entries(glossary)) {
    if (typeof source === 'function') continue;
    const renderings: Record<string, string> = {};
    for (const key of Object.keys(source)) {
      const rendering = renderingOf(source, lang, key);
      if (rendering !== undefined) renderings[key] = rendering;
    }
    column[domain] = renderings;
  }
  return column;
}

/** A table domain answered from one language's column (the column's language is the only one it knows). */
export const columnDomain =
  (renderings: Readonly<Record<string, string>>) =>
  (_lang: TermLanguage, key: string): string | undefined =>
    Object.hasOwn(renderings, key) ? renderings[key] : undefined;
