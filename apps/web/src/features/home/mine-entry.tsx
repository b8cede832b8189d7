import { UserOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGES } from '../../shared/config/paths';
import { unreadPushCount } from '../../shared/push/push-stores';
import styles from './mine-entry.module.css';

/** Mine is not a tab (the spec has four): home leads there from its top row, beside search. */
export function MineEntry() {
  const { t } = useTranslation();
  // Unopened notifications wait in the inbox, which Mine leads to.
  const unread = unreadPushCount.use();
  const label = t('titles.ucenter');
  return (
    <Link
      to={PAGES.mine}
      className={styles.entry}
      aria-label={unread > 0 ? `${label}, ${t('unreadNotifications', { count: unread })}` : undefined}
    >
      <UserOutline className={styles.icon} aria-hidden="true" />
      {label}
      {unread > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
