import { LeftOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useGoBack } from '../shared/ui/use-go-back';
import styles from './nav-bar.module.css';

/**
 * The purple nav bar. Not antd-mobile's NavBar: that one marks its whole left slot
 * role="button" with an aria-hidden label, so screen readers meet a nameless button.
 */
export function AppNavBar({ title, showBack }: { title: string; showBack: boolean }) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        {showBack && (
          <button type="button" className={styles.back} onClick={goBack} aria-label={t('actions.back')}>
            <LeftOutline aria-hidden="true" />
          </button>
        )}
        <h1 className={styles.title}>{title}</h1>
      </div>
    </header>
  );
}
