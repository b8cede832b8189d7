import { queryOptions } from '@tanstack/react-query';
import { getPreferences, updatePreferences, type UpdatePreferencesBody } from '@tarot/contract/preferences';
import { call } from '../api/call';
import { queryClient } from '../api/query-client';
import { userKeys } from '../auth/user-queries';

/** The member's account-wide preferences (push choices, notification language). */
export const preferencesQuery = () =>
  queryOptions({ queryKey: userKeys.preferences(), queryFn: () => call(getPreferences) });

/** Saves only the fields given and keeps the server's answer as the cached preferences. */
export async function savePreferences(change: UpdatePreferencesBody) {
  const saved = await call(updatePreferences, { body: change });
  queryClient.setQueryData(userKeys.preferences(), saved);
  return saved;
}
