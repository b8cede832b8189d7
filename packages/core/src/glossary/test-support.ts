/**
 * For the glossary tests: gather the terms a walk through the calendar produces, by
 * domain, then report every (domain, term, language) the glossary cannot render.
 */
import { TERM_LANGUAGES } from './renderings';
import { findTerm, type Glossary } from './term';

export class TermCollector<G extends Glossary> {
  private readonly seen = new Map<keyof G & string, Set<string>>();

  constructor(private readonly glossary: G) {}

  add(domain: keyof G & string, ...terms: readonly string[]): void {
    let set = this.seen.get(domain);
    if (!set) {
      set = new Set();
      this.seen.set(domain, set);
    }
    for (const t of terms) set.add(t);
  }

  count(domain: keyof G & string): number {
    return this.seen.get(domain)?.size ?? 0;
  }

  /** 'domain: term (lang)' for every term some language cannot render; empty when all can. */
  missing(): string[] {
    const gaps: string[] = [];
    for (const [domain, terms] of this.seen)
      for (const t of terms)
        for (const lang of TERM_LANGUAGES)
          if (findTerm(this.glossary, lang, domain, t) === undefined) gaps.push(`${domain}: ${t} (${lang})`);
    return gaps;
  }
}
