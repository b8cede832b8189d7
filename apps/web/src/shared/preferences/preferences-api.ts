import { queryOptions } from '@tanstack/react-query';
import { getPreferences, updatePreferences, type UpdatePreferencesBody } from '@tarot/contract/preferences';
import { call } from '../api/call';
import { queryClient } from '../api/query-client';
import { tokenStore } from '../auth/token-store';

/** Keyed by token, so a member who signs in after another never sees the other's choices. */
const preferencesKey = () => ['user', 'preferences', tokenStore.current()];

/** The member's account-wide preferences (push choices, notification language). */
export const preferencesQuery = () => queryOptions({ queryKey: preferencesKey(), queryFn: () => call(getPreferences) });

/** Saves only the fields given and keeps the server's answer as the cached preferences. */
export async function savePreferences(change: UpdatePreferencesBody) {
  const saved = await call(updatePreferences, { body: change });
  queryClient.setQueryData(preferencesKey(), saved);
  return saved;
}
