import { getAppConfig } from '@tarot/contract/app-config';
import { call } from './call';

/** The server's client-facing configuration, fetched once per page load. */
export const appConfigQuery = {
  queryKey: ['app-config'],
  queryFn: () => call(getAppConfig),
  staleTime: Infinity,
} as const;
