import { columnDomain, type GlossaryColumn } from '@tarot/core/glossary/column';
import type { TermLanguage } from '@tarot/core/glossary/renderings';
import type { Domain, Glossary } from '@tarot/core/glossary/term';

export type ColumnLoaders = Readonly<Record<TermLanguage, () => Promise<{ default: GlossaryColumn }>>>;

/** For each glossary built with lazyGlossary: what to wait for before its tables answer in a language. */
const waits = new WeakMap<Glossary, (lang: TermLanguage) => Promise<void> | null>();

/**
 * What the web build puts in place of a core glossary (glossary-plugin.ts): its composed
 * domains as they are, and its tables fetched one language at a time, a tenth of the weight.
 */
export function lazyGlossary(
  composed: Readonly<Record<string, Domain>>,
  tables: readonly string[],
  columns: ColumnLoaders,
): Glossary {
  const loaded = new Map<TermLanguage, GlossaryColumn>();
  const requests = new Map<TermLanguage, Promise<void>>();
  /** A failed fetch, thrown by the next render that waits for it (useTerm throws promises, not errors). */
  const failures = new Map<TermLanguage, unknown>();
  const glossary: Record<string, Domain> = { ...composed };
  for (const domain of tables)
    glossary[domain] = (lang, key) => {
      const renderings = loaded.get(lang)?.[domain];
      return renderings && columnDomain(renderings)(lang, key);
    };
  waits.set(glossary, (lang) => {
    if (loaded.has(lang)) return null;
    if (failures.has(lang)) {
      const failure = failures.get(lang);
      failures.delete(lang); // the page shows the failure once; its retry asks again
      throw failure;
    }
    let request = requests.get(lang);
    if (!request) {
      request = columns[lang]().then(
        (module) => void loaded.set(lang, module.default),
        (error: unknown) => {
          requests.delete(lang);
          failures.set(lang, error);
          throw error;
        },
      );
      requests.set(lang, request);
    }
    return request;
  });
  return glossary;
}

/** A promise while `glossary`'s tables in `lang` are on their way; null once they are here, or for a built-in glossary. */
export const glossaryPending = (glossary: Glossary, lang: TermLanguage): Promise<void> | null =>
  waits.get(glossary)?.(lang) ?? null;
