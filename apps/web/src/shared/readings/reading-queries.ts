import { queryOptions } from '@tanstack/react-query';
import { listReadings } from '@tarot/contract/tarot';
import { call } from '../api/call';
import { queryClient } from '../api/query-client';
import { currentOwner } from '../auth/token-owner';

/**
 * The member's saved tarot readings: the list page's pages and the home page's newest one.
 * Keyed by the account, so the next member on this device never sees the last one's readings.
 */
export const readingKeys = {
  all: ['tarot', 'readings'] as const,
  list: () => ['tarot', 'readings', 'list', currentOwner()] as const,
  newest: () => ['tarot', 'readings', 'newest', currentOwner()] as const,
};

/** The one reading the home page offers to continue. */
export const newestReadingQuery = () =>
  queryOptions({
    queryKey: readingKeys.newest(),
    queryFn: () => call(listReadings, { query: { page: 1, pageSize: 1 } }),
  });

/** After a reading is saved or deleted, the list and the home page's newest read afresh. */
export const refreshReadings = () => queryClient.invalidateQueries({ queryKey: readingKeys.all });
