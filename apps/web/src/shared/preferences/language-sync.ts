import { tokenStore } from '../auth/token-store';
import { queryClient } from '../api/query-client';
import { isLanguage } from '../i18n/languages';
import { preferencesQuery, savePreferences } from './preferences-api';

/** Keeps the account's language (the one its notifications are written in) equal to the app's. */
export async function saveLanguageIfChanged(language: string): Promise<void> {
  if (!tokenStore.current() || !isLanguage(language)) return;
  const preferences = await queryClient.fetchQuery(preferencesQuery());
  if (preferences.language !== language) await savePreferences({ language });
}
