import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { AccountItems } from './account-items';
import { LanguageItem } from './language-item';
import styles from './settings-page.module.css';

export default function SettingsPage() {
  const { t } = useTranslation('settings');
  return (
    <div className={styles.page}>
      <List header={t('general')} mode="card">
        <LanguageItem />
      </List>
      <List header={t('account')} mode="card">
        <AccountItems />
      </List>
    </div>
  );
}
