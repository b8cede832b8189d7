import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isTermLanguage, type TermLanguage } from '@tarot/core/glossary/renderings';
import { term, type Glossary } from '@tarot/core/glossary/term';

export type TermFunction<G extends Glossary> = (domain: keyof G & string, key: string) => string;

/**
 * Calendar terms (宜忌, 神煞, 十神, stars …) in the interface language: the calendar code
 * speaks the libraries' Simplified Chinese and a glossary from packages/core renders it.
 * Each area passes its own glossary (ALMANAC_GLOSSARY, BAZI_GLOSSARY, ZIWEI_GLOSSARY), so
 * its pages load only the tables they show. `lang` is returned too, for the few places
 * that show a Chinese-only form in Simplified Chinese.
 */
export function useTerm<G extends Glossary>(
  glossary: G,
): { readonly term: TermFunction<G>; readonly lang: TermLanguage } {
  const { i18n } = useTranslation();
  const lang: TermLanguage = isTermLanguage(i18n.language) ? i18n.language : 'zh-Hans';
  const render = useCallback<TermFunction<G>>((domain, key) => term(glossary, lang, domain, key), [glossary, lang]);
  return { term: render, lang };
}
