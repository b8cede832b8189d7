import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadZiweiTexts } from '@tarot/content/web/ziwei';
import { contentLanguageFor } from '@tarot/core/tarot/content';
import { queryClient } from '../../../../shared/api/query-client';

/** The reading's texts in the reader's content language: one small chunk per language, loaded once. */
export function useZiweiTexts() {
  const { i18n } = useTranslation();
  const language = contentLanguageFor(i18n.language);
  return useQuery(
    { queryKey: ['ziwei', 'reading-texts', language], queryFn: () => loadZiweiTexts(language), staleTime: Infinity },
    queryClient,
  );
}
