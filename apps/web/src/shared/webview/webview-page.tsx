import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { WebviewFrame } from './webview-frame';

/**
 * `…/common/webview/webview?url=…[&title=…]`: one of the app's pages (a chart, an agreement) or
 * an allowed site, full screen inside the app. The spec has this page twice, under the chart
 * tools and under the account pages; both routes open this one.
 */
export default function WebviewPage() {
  const { t } = useTranslation('webview');
  const [params] = useSearchParams();
  return (
    <WebviewFrame
      raw={params.get('url')}
      texts={{
        title: params.get('title') || t('title'),
        missing: t('missing'),
        refused: t('refused'),
        refusedHint: t('refusedHint'),
      }}
    />
  );
}
