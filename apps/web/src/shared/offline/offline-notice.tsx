import { useTranslation } from 'react-i18next';
import { useOnline } from './use-online';
import styles from './offline-notice.module.css';

interface OfflineNoticeProps {
  /**
   * `kept`: the page shows what was kept on this device at the last visit;
   * `needed`: what the page is for needs the network (signing in, sending, fetching articles).
   */
  readonly kind: 'kept' | 'needed';
}

/** One line above a page while the phone has no network, saying what that means here; nothing online. */
export function OfflineNotice({ kind }: OfflineNoticeProps) {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <p className={styles.notice} role="status">
      <strong>{t('offline.title')}</strong> {t(`offline.${kind}`)}
    </p>
  );
}
