import { ErrorBlock, Skeleton } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AppConfigResponse } from '@tarot/contract/app-config';
import { apiRequest } from '../../../shared/api/http';
import { queryClient } from '../../../shared/api/query-client';
import { allowedWebviewUrl } from './webview-url';
import styles from './webview-page.module.css';

/** `/pages/common/webview/webview?url=…`: a chart page or an allowed site, full screen inside the app. */
export default function WebviewPage() {
  const { t } = useTranslation('bazi');
  const [params] = useSearchParams();
  const raw = params.get('url');
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
  const url =
    ownUrl ?? (config.data ? allowedWebviewUrl(raw, window.location.origin, config.data.webviewOrigins) : null);

  if (!raw) return <ErrorBlock status="empty" title={t('webview.missing')} />;
  if (!url && config.isPending && config.fetchStatus !== 'idle') return <Skeleton.Paragraph lineCount={6} animated />;
  if (!url) return <ErrorBlock status="empty" title={t('webview.refused')} description={t('webview.refusedHint')} />;
  return <iframe className={styles.frame} src={url.href} title={t('webview.title')} />;
}
