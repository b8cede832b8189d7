import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './http';

/**
 * One retry for a failed read, but none for a 429: the server refuses until its Retry-After
 * has passed, so a retry a second later would only spend more of the budget. The page shows
 * the error (RATE_LIMITED in the user's language) and its own retry.
 */
const retryOnceUnlessRateLimited = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof ApiError && error.status === 429);

/**
 * The one query cache of the app. Pages pass it to `useQuery(options, queryClient)`
 * instead of reading it from a provider at the root, so TanStack Query downloads with
 * the first page that fetches and stays off the first screen (DESIGN.md budgets).
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: retryOnceUnlessRateLimited } },
});
