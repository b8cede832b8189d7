import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../../shared/api/query-client';

/**
 * One table of tarot content in the language `languageFor` picks for the reader (card names
 * come in every interface language, longer texts in fewer): each language is its own chunk,
 * loaded once, then kept for the session. Loads only once `enabled`.
 */
export function useTarotContent<Language extends string, T>(
  name: string,
  load: (language: Language) => Promise<T>,
  languageFor: (uiLanguage: string) => Language,
  enabled = true,
) {
  const { i18n } = useTranslation();
  const language = languageFor(i18n.language);
  const query = useQuery(
    { queryKey: ['tarot', name, language], queryFn: () => load(language), staleTime: Infinity, enabled },
    queryClient,
  );
  return { ...query, language };
}
