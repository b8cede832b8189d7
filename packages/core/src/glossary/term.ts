/**
 * term(glossary, lang, domain, key): a calendar term in an interface language. The
 * calendar and chart code speak the libraries' Simplified Chinese; pages hand each term
 * through here with the domain it belongs to (the same character can be a branch, a
 * mansion or a direction, each rendered differently).
 *
 * A glossary gathers the domains one area of the app shows (almanac-glossary.ts,
 * bazi-glossary.ts, ziwei-glossary.ts), so a page loads only the tables it needs: the
 * almanac's 宜忌, gods and 候 weigh about 45 KB gzipped (all its tables 51 KB).
 */
import { renderingOf, type GlossaryTable, type TermLanguage } from './renderings';

/** A listed domain (a table), or a composed one (the sixty 干支, the sixty 胎神 places). */
export type Domain = GlossaryTable | ((lang: TermLanguage, key: string) => string | undefined);
export type Glossary = Readonly<Record<string, Domain>>;

/** `key` in `lang`, or undefined when the glossary has no entry for it. */
export function findTerm<G extends Glossary>(
  glossary: G,
  lang: TermLanguage,
  domain: keyof G & string,
  key: string,
): string | undefined {
  const source = glossary[domain]!;
  return typeof source === 'function' ? source(lang, key) : renderingOf(source, lang, key);
}

/**
 * `key` in `lang`. A term the glossary lacks (a new library release may add one) shows as
 * the library wrote it rather than vanishing; the glossary tests keep that from happening
 * for every term the calendar produces today.
 */
export const term = <G extends Glossary>(
  glossary: G,
  lang: TermLanguage,
  domain: keyof G & string,
  key: string,
): string => findTerm(glossary, lang, domain, key) ?? key;
