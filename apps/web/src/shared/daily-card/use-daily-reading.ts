import { useQuery } from '@tanstack/react-query';
import { getDailyCard, getDailyCardHistory } from '@tarot/contract/tarot';
import { isDailyReading, type DailyReading } from '@tarot/core/tarot/daily';
import { call } from '../api/call';
import { tokenStore, useSignedIn } from '../auth/token-store';
import { queryClient } from '../api/query-client';
import { localDate } from './local-date';
import { visitorDailyReading } from './visitor-daily';

/** A member's card and days, keyed by the token: the next member on this device never sees the last one's card. */
const dailyKeys = {
  today: () => ['tarot', 'daily-card', 'today', tokenStore.current()] as const,
  history: () => ['tarot', 'daily-card', 'history', tokenStore.current()] as const,
};

export type DailyState =
  | { readonly status: 'ready'; readonly reading: DailyReading; readonly member: boolean }
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly retry: () => void };

/** A member's card comes from the server (chosen once, stored); a visitor's is made on the device. */
export function useDailyReading(): DailyState {
  const signedIn = useSignedIn();
  const query = useQuery(
    {
      queryKey: dailyKeys.today(),
      queryFn: () => call(getDailyCard),
      enabled: signedIn,
      staleTime: 5 * 60_000,
    },
    queryClient,
  );
  if (!signedIn) return { status: 'ready', reading: visitorDailyReading(localDate()), member: false };
  // The server's answer is checked like any stored reading before it is trusted.
  if (query.data && isDailyReading(query.data)) return { status: 'ready', reading: query.data, member: true };
  if (query.isError || query.data) return { status: 'error', retry: () => void query.refetch() };
  return { status: 'loading' };
}

/** A member's earlier days, newest first (today included). */
export function useDailyHistory(enabled: boolean) {
  return useQuery(
    {
      queryKey: dailyKeys.history(),
      queryFn: () => call(getDailyCardHistory),
      enabled,
    },
    queryClient,
  );
}
