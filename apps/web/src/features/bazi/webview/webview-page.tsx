import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { WebviewFrame } from '../../../shared/webview/webview-frame';

/** `/pages/common/webview/webview?url=…`: a chart page or an allowed site, full screen inside the app. */
export default function WebviewPage() {
  const { t } = useTranslation('bazi');
  const [params] = useSearchParams();
  return (
    <WebviewFrame
      raw={params.get('url')}
      texts={{
        title: t('webview.title'),
        missing: t('webview.missing'),
        refused: t('webview.refused'),
        refusedHint: t('webview.refusedHint'),
      }}
    />
  );
}
