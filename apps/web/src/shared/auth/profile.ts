import { useQuery } from '@tanstack/react-query';
import { getMe } from '@tarot/contract/auth';
import { call } from '../api/call';
import { queryClient } from '../api/query-client';
import { tokenStore, useSignedIn } from './token-store';

/**
 * The signed-in member's profile for pages outside the account feature (the Mine page).
 * Keyed like the account pages' own query (`['user', 'me', token]`), so both share one
 * cache entry and a change made there shows here at once.
 */
export function useSignedInProfile() {
  const signedIn = useSignedIn();
  return useQuery(
    {
      queryKey: ['user', 'me', tokenStore.current()],
      queryFn: () => call(getMe),
      enabled: signedIn,
    },
    queryClient,
  );
}
