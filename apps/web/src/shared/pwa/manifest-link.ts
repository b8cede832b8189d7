import { isLanguage, type Language } from '../i18n/languages.ts';

/** Where a language's web app manifest is served under the app's base (the build writes one each). */
export const manifestFileName = (language: Language) => `manifest.${language}.webmanifest`;

/** Points the page's manifest at the reader's language, so installing the app names it in that language. */
export function linkManifestIn(language: string): void {
  if (!isLanguage(language)) return;
  document
    .querySelector('link[rel="manifest"]')
    ?.setAttribute('href', `${import.meta.env.BASE_URL}${manifestFileName(language)}`);
}
