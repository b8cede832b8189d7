import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedIn } from '../auth/token-store';
import { whenIdle } from '../browser/when-idle';

/**
 * Saves the interface language to the member's preferences when they sign in and whenever it
 * changes, so pushes arrive in it. Quiet on failure: the next change or visit saves it again.
 */
export function useLanguagePreference(): void {
  const signedIn = useSignedIn();
  const { i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    if (!signedIn) return;
    return whenIdle(() => {
      import('./language-sync').then((sync) => sync.saveLanguageIfChanged(language)).catch(() => undefined);
    });
  }, [signedIn, language]);
}
