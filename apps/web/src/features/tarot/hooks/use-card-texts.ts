import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contentLanguageFor, loadCardTexts } from '@tarot/core/tarot/content';
import { queryClient } from '../../../shared/api/query-client';

/** The 78 cards' texts in the reader's content language (one chunk per language), once `enabled`. */
export function useCardTexts({ enabled = true } = {}) {
  const { i18n } = useTranslation();
  const language = contentLanguageFor(i18n.language);
  const query = useQuery(
    {
      queryKey: ['tarot', 'card-texts', language],
      queryFn: () => loadCardTexts(language),
      staleTime: Infinity,
      enabled,
    },
    queryClient,
  );
  return { ...query, language };
}
