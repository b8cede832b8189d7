import { useQuery } from '@tanstack/react-query';
import { appConfigQuery } from '../api/app-config-query';
import { queryClient } from '../api/query-client';
import { allowedWebviewUrl } from './webview-url';

export type WebviewUrlState =
  | { readonly status: 'missing' }
  | { readonly status: 'checking' }
  | { readonly status: 'refused' }
  | { readonly status: 'allowed'; readonly url: URL };

/**
 * The address an in-app webview may show for `raw`: our own pages at once, other sites
 * only when the server's allow-list (the app configuration) names their origin.
 */
export function useWebviewUrl(raw: string | null): WebviewUrlState {
  const ownUrl = allowedWebviewUrl(raw, window.location.origin, []);
  // Only a foreign address needs the server's allow-list.
  const config = useQuery({ ...appConfigQuery, enabled: !ownUrl && Boolean(raw) }, queryClient);
  if (!raw) return { status: 'missing' };
  const url =
    ownUrl ?? (config.data ? allowedWebviewUrl(raw, window.location.origin, config.data.webviewOrigins) : null);
  if (url) return { status: 'allowed', url };
  return config.isPending && config.fetchStatus !== 'idle' ? { status: 'checking' } : { status: 'refused' };
}
