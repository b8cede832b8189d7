import { SearchOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGES } from '../config/paths';
import styles from './search-entry.module.css';

/** Looks like a search box; opens the search page, where the real box and the history live. */
export function SearchEntry() {
  const { t } = useTranslation('search');
  return (
    <Link className={styles.entry} to={PAGES.search} role="search">
      <SearchOutline aria-hidden="true" />
      <span>{t('placeholder')}</span>
    </Link>
  );
}
