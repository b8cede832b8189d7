import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contentLanguageFor, loadCardNames } from '@tarot/core/tarot/content';
import { queryClient } from '../../../shared/api/query-client';

/** The 78 cards' names in the reader's content language: a few KB, for pages that list cards. */
export function useCardNames() {
  const { i18n } = useTranslation();
  const language = contentLanguageFor(i18n.language);
  return useQuery(
    { queryKey: ['tarot', 'card-names', language], queryFn: () => loadCardNames(language), staleTime: Infinity },
    queryClient,
  );
}
