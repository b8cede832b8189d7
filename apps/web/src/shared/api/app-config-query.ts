import type { AppConfigResponse } from '@tarot/contract/app-config';
import { apiRequest } from './http';

/** The server's client-facing configuration, fetched once per page load. */
export const appConfigQuery = {
  queryKey: ['app-config'],
  queryFn: () => apiRequest<AppConfigResponse>('GET', '/api/app-config'),
  staleTime: Infinity,
} as const;
