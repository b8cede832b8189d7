import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { WebviewFrame } from '../../../shared/webview/webview-frame';

/** `common/webview/webview?url=…` of the account pages: agreements and help pages inside the app. */
export default function AccountWebviewPage() {
  const { t } = useTranslation('userinfo');
  const [params] = useSearchParams();
  return (
    <WebviewFrame
      raw={params.get('url')}
      texts={{
        title: params.get('title') || t('webview.title'),
        missing: t('webview.missing'),
        refused: t('webview.refused'),
        refusedHint: t('webview.refusedHint'),
      }}
    />
  );
}
