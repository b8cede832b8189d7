import { useMutation, useQuery } from '@tanstack/react-query';
import type { UpdatePreferencesBody, UserPreferences } from '@tarot/contract/preferences';
import { queryClient } from '../../shared/api/query-client';
import { showError } from '../../shared/api/show-error';
import { preferencesQuery, savePreferences } from '../../shared/preferences/preferences-api';

export interface PreferencesEditor {
  /** What the member sees: the saved preferences with a change on its way already applied. */
  readonly preferences: UserPreferences | undefined;
  readonly loading: boolean;
  readonly saving: boolean;
  readonly failed: boolean;
  /** Resolves true once saved; a failure has been shown to the member and resolves false. */
  save(change: UpdatePreferencesBody): Promise<boolean>;
}

/** The account's preferences as switches edit them: each change saved at once, shown before the answer. */
export function usePreferencesEditor(): PreferencesEditor {
  const query = useQuery(preferencesQuery(), queryClient);
  const mutation = useMutation({ mutationFn: savePreferences, onError: (error) => showError(error) }, queryClient);
  const pending = mutation.isPending ? mutation.variables : undefined;
  return {
    preferences: query.data && { ...query.data, ...pending },
    loading: query.isPending,
    saving: mutation.isPending,
    failed: query.isError,
    save: (change) =>
      mutation.mutateAsync(change).then(
        () => true,
        () => false,
      ),
  };
}
