import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadAstrologyTexts } from '@tarot/content/web/astrology';
import { contentLanguageFor } from '@tarot/core/tarot/content';
import { queryClient } from '../api/query-client';

/** The words of 星座 in the reader's content language: one small chunk per language, loaded once. */
export function useAstrologyTexts() {
  const { i18n } = useTranslation();
  const language = contentLanguageFor(i18n.language);
  return useQuery(
    { queryKey: ['astrology', 'texts', language], queryFn: () => loadAstrologyTexts(language), staleTime: Infinity },
    queryClient,
  );
}
