import { UserOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGES } from '../../shared/config/paths';
import styles from './mine-entry.module.css';

/** Mine is not a tab (the spec has four): home leads there from its top row, beside search. */
export function MineEntry() {
  const { t } = useTranslation();
  return (
    <Link to={PAGES.mine} className={styles.entry}>
      <UserOutline className={styles.icon} aria-hidden="true" />
      {t('titles.ucenter')}
    </Link>
  );
}
