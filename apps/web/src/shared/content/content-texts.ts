import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contentLanguageFor } from '@tarot/core/tarot/content';
import type { ContentLanguage } from '@tarot/core/tarot/types';
import { queryClient } from '../api/query-client';

/**
 * The texts of the content tree that pages read, by what they hold: each is one chunk per
 * language (decision 0020), so a key names the texts and the language, and every page that
 * reads them shares one download.
 */
export type ContentTexts =
  | 'tarot/names'
  | 'tarot/cards'
  | 'tarot/reading'
  | 'bazi/reading'
  | 'ziwei/reading'
  | 'astrology/reading'
  | 'zeday/reasons'
  | 'qimen/reading';

/** One language's texts as a query: a build's chunk never changes, so it is fetched once and kept. */
export const contentTextsQuery = <L extends string, T>(
  texts: ContentTexts,
  language: L,
  load: (language: L) => Promise<T>,
) =>
  queryOptions({ queryKey: ['content', texts, language] as const, queryFn: () => load(language), staleTime: Infinity });

/** The texts in the reader's content language (the interface language, or English where it has none). */
export function useContentTexts<T>(
  texts: ContentTexts,
  load: (language: ContentLanguage) => Promise<T>,
  { enabled = true }: { readonly enabled?: boolean } = {},
) {
  const { i18n } = useTranslation();
  const language = contentLanguageFor(i18n.language);
  const query = useQuery({ ...contentTextsQuery(texts, language, load), enabled }, queryClient);
  return { ...query, language };
}
