import { useTranslation } from 'react-i18next';
import { articleLanguageFor } from '../../shared/articles/articles-api';

/** The language to ask the server for, following the interface language. */
export function useArticleLanguage(): 'zh-Hans' | 'en' {
  const { i18n } = useTranslation();
  return articleLanguageFor(i18n.language);
}
