import type { ReactNode } from 'react';
import { LeftOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useGoBack } from './use-go-back';
import styles from './page-header.module.css';

interface PageHeaderProps {
  readonly title: string;
  /** Tab pages have nowhere to go back to. */
  readonly showBack?: boolean;
  readonly extra?: ReactNode;
}

/** The header of a page with a custom nav bar: transparent over the page's own backdrop. */
export function PageHeader({ title, showBack = true, extra }: PageHeaderProps) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  return (
    <header className={styles.header}>
      {showBack && (
        <button type="button" className={styles.back} onClick={goBack} aria-label={t('actions.back')}>
          <LeftOutline aria-hidden="true" />
        </button>
      )}
      <h1 className={styles.title}>{title}</h1>
      {extra && <div className={styles.extra}>{extra}</div>}
    </header>
  );
}
