import { useQuery } from '@tanstack/react-query';
import { getDailyCard, getDailyCardHistory } from '@tarot/contract/tarot';
import { isDailyReading, type DailyReading } from '@tarot/core/tarot/daily';
import { call } from '../api/call';
import { useSignedIn } from '../auth/token-store';
import { currentOwner } from '../auth/token-owner';
import { queryClient } from '../api/query-client';
import { keptOffline } from '../offline/kept-queries';
import { localDate } from './local-date';
import { visitorDailyReading } from './visitor-daily';

/** A member's card and days, keyed by the account: the next member on this device never sees the last one's card. */
const dailyKeys = {
  today: () => ['tarot', 'daily-card', 'today', currentOwner()] as const,
  history: () => ['tarot', 'daily-card', 'history', currentOwner()] as const,
};

export type DailyState =
  | { readonly status: 'ready'; readonly reading: DailyReading; readonly member: boolean }
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly retry: () => void };

/**
 * A member's card comes from the server (chosen once, stored) and is kept on the device, so the
 * tab opens offline with it; a visitor's is made on the device.
 */
export function useDailyReading(): DailyState {
  const signedIn = useSignedIn();
  const query = useQuery(
    {
      queryKey: dailyKeys.today(),
      queryFn: () => call(getDailyCard),
      enabled: signedIn,
      staleTime: 5 * 60_000,
      persister: keptOffline,
    },
    queryClient,
  );
  if (!signedIn) return { status: 'ready', reading: visitorDailyReading(localDate()), member: false };
  // The server's answer is checked like any stored reading before it is trusted; one kept from
  // an earlier day (opened offline the next morning) is not today's card.
  const reading = query.data;
  const fetchedToday = localDate(new Date(query.dataUpdatedAt)) === localDate();
  if (reading && isDailyReading(reading) && fetchedToday) return { status: 'ready', reading, member: true };
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
      persister: keptOffline,
    },
    queryClient,
  );
}
