import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../api/query-client';
import { keptOffline } from '../offline/kept-queries';
import { useSignedIn } from './token-store';
import { meQuery } from './user-queries';

/**
 * The signed-in member's profile for pages outside the account feature (the Mine page), kept
 * on the device so Mine shows the last known name offline.
 */
export function useSignedInProfile() {
  const signedIn = useSignedIn();
  return useQuery({ ...meQuery(), enabled: signedIn, persister: keptOffline }, queryClient);
}
