import { useQuery } from '@tanstack/react-query';
import { getLook } from '@tarot/contract/points';
import { call } from '../api/call';
import { queryClient } from '../api/query-client';
import { useSignedIn } from '../auth/token-store';
import { pointsKey } from '../points/points-summary';
import { lookStyle } from './looks';

/**
 * The style a tarot table sets for the member's bought look (card back, table theme). Visitors
 * and members without one get the defaults; a failed load is no reason to hold up a draw.
 * Under the `points` key, so a purchase or a change of look refreshes it.
 */
export function useTarotLookStyle() {
  const signedIn = useSignedIn();
  const look = useQuery(
    {
      queryKey: pointsKey('look'),
      queryFn: () => call(getLook),
      enabled: signedIn,
      staleTime: 60_000,
    },
    queryClient,
  );
  return lookStyle(signedIn ? look.data : undefined);
}
