import { useCallback, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isTermLanguage, type TermLanguage } from '@tarot/core/glossary/renderings';
import { term, type Glossary } from '@tarot/core/glossary/term';
import { glossaryPending } from './lazy-glossary';

function useTermLanguage(): TermLanguage {
  const { i18n } = useTranslation();
  return isTermLanguage(i18n.language) ? i18n.language : 'zh-Hans';
}

export type TermFunction<G extends Glossary> = (domain: keyof G & string, key: string) => string;

/**
 * Calendar terms (宜忌, 神煞, 十神, stars …) in the interface language: the calendar code
 * speaks the libraries' Simplified Chinese and a glossary from packages/core renders it.
 * Each area passes its own glossary (ALMANAC_GLOSSARY, BAZI_GLOSSARY, ZIWEI_GLOSSARY), so
 * its pages load only the tables they show. `lang` is returned too, for the few places
 * that show a Chinese-only form in Simplified Chinese. In the web build a glossary's tables
 * arrive one language at a time (lazy-glossary.ts): the component suspends until they have.
 */
export function useTerm<G extends Glossary>(
  glossary: G,
): { readonly term: TermFunction<G>; readonly lang: TermLanguage } {
  const lang = useTermLanguage();
  const render = useCallback<TermFunction<G>>((domain, key) => term(glossary, lang, domain, key), [glossary, lang]);
  // Thrown rather than passed to use(): React 19 replays a component whose first render
  // suspended in use() from that call, and any hook after it (here or in the caller, as on
  // 择日) then fails with "Update hook called on initial render" (error 467, reported as a
  // recovered error 520). A thrown promise suspends the render without a replay.
  const pending = glossaryPending(glossary, lang);
  if (pending) throw pending;
  return { term: render, lang };
}

/**
 * Starts fetching a glossary's tables in the interface language without waiting for them: a
 * page calls it before its data arrives, so the terms come alongside the data, not after it.
 */
export function usePreloadTerms(glossary: Glossary): void {
  const lang = useTermLanguage();
  // Not useEffect: that runs once the page has painted, a round trip later than needed.
  useLayoutEffect(() => {
    glossaryPending(glossary, lang)?.catch(() => undefined); // useTerm reports a failure
  }, [glossary, lang]);
}
