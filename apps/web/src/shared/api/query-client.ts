import { QueryClient } from '@tanstack/react-query';

/**
 * The one query cache of the app. Pages pass it to `useQuery(options, queryClient)`
 * instead of reading it from a provider at the root, so TanStack Query downloads with
 * the first page that fetches and stays off the first screen (DESIGN.md budgets).
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1 } },
});
