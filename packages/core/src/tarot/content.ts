import { CONTENT_LANGUAGES, type ContentLanguage } from './types';

/**
 * The content language an interface language reads: itself, or English for any other. The
 * texts themselves live in @tarot/content, one folder per language.
 */
export function contentLanguageFor(uiLanguage: string): ContentLanguage {
  return CONTENT_LANGUAGES.find((language) => language === uiLanguage) ?? 'en';
}
