import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../shared/api/query-client';
import { chartKeys } from '../../../shared/charts/chart-queries';
import { keptOffline } from '../../../shared/offline/kept-queries';
import { chartStore } from '../chart-store';

/** The saved charts under the chosen tag (all of them for null), with every tag the owner uses. */
export function useSavedCharts(signedIn: boolean) {
  const [tag, setTag] = useState<string | null>(null);
  const store = chartStore(signedIn);
  const query = useQuery(
    {
      queryKey: chartKeys.saved(signedIn, tag),
      queryFn: async () => {
        // The list first: for members it moves this device's charts in, and the counts must include them.
        const charts = await store.list(tag ?? undefined);
        return { charts, tags: await store.tags() };
      },
      // Device charts can change in another tab, and a member's on another phone: read them on every visit.
      staleTime: 0,
      // Choosing another tag keeps the list on screen until the filtered one arrives, instead of flashing a placeholder.
      placeholderData: keepPreviousData,
      // A member's list is kept on the device to open offline; a visitor's is the device's own already.
      persister: signedIn ? keptOffline : undefined,
    },
    queryClient,
  );
  return { query, store, tag, setTag };
}
