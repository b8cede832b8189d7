import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../shared/api/query-client';
import { useSignedIn } from '../../shared/auth/token-store';
import { listNatalCharts } from '../../shared/charts/natal-charts';

/**
 * The reader's saved natal charts, read on every visit: a member's may have changed on another
 * phone. The key sits under the 命盘 list's, so an edit there refreshes these too.
 */
export function useNatalCharts() {
  const signedIn = useSignedIn();
  return useQuery(
    { queryKey: ['saved-charts', 'natal', signedIn], queryFn: () => listNatalCharts(signedIn), staleTime: 0 },
    queryClient,
  );
}
