import { useQuery } from '@tanstack/react-query';
import type { AppConfigResponse } from '@tarot/contract/app-config';
import { apiRequest } from '../api/http';
import { queryClient } from '../api/query-client';
import { allowedWebviewUrl } from './webview-url';

export type WebviewUrlState =
  | { readonly status: 'missing' }
  | { readonly status: 'checking' }
  | { readonly status: 'refused' }
  | { readonly status: 'allowed'; readonly url: URL };

/**
 * The address an in-app webview may show for `raw`: our own pages at once, other sites
 * only when the server's allow-list (`/api/app-config`) names their origin.
 */
export function useWebviewUrl(raw: string | null): WebviewUrlState {
  const ownUrl = allowedWebviewUrl(raw, window.location.origin, []);
  // Only a foreign address needs the server's allow-list.
  const config = useQuery(
    {
      queryKey: ['app-config'],
      queryFn: () => apiRequest<AppConfigResponse>('GET', '/api/app-config'),
      enabled: !ownUrl && Boolean(raw),
      staleTime: Infinity,
    },
    queryClient,
  );
  if (!raw) return { status: 'missing' };
  const url =
    ownUrl ?? (config.data ? allowedWebviewUrl(raw, window.location.origin, config.data.webviewOrigins) : null);
  if (url) return { status: 'allowed', url };
  return config.isPending && config.fetchStatus !== 'idle' ? { status: 'checking' } : { status: 'refused' };
}
