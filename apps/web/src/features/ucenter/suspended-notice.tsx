import { ExclamationCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGES } from '../../shared/config/paths';
import styles from './suspended-notice.module.css';

/**
 * Shown on Mine while the account is suspended: every member feature refuses it, so say why
 * up front and lead to feedback, the one place a suspended member is still heard.
 */
export function SuspendedNotice() {
  const { t } = useTranslation('errors');
  return (
    <Link to={PAGES.feedback} className={styles.notice} role="alert">
      <ExclamationCircleOutline className={styles.icon} aria-hidden="true" />
      <span>{t('uni-id-account-banned')}</span>
    </Link>
  );
}
