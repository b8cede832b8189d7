import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../shared/api/query-client';
import { useSignedIn } from '../../shared/auth/token-store';
import { natalChartsQuery } from '../../shared/charts/chart-queries';

/** The reader's saved natal charts, newest first; saving or editing any chart refreshes them. */
export function useNatalCharts() {
  const signedIn = useSignedIn();
  return useQuery(natalChartsQuery(signedIn), queryClient);
}
