import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSignedIn } from '../../shared/auth/token-store';
import { AccountItems } from './account-items';
import { AccountLinks, DeleteAccountLink } from './account-links';
import { BiometricItems } from './biometric-items';
import { ClearCacheItem } from './clear-cache-item';
import { DeckItem } from './deck-item';
import { LanguageItem } from './language-item';
import { PushItem } from './push-item';
import styles from './settings-page.module.css';

/** Settings (spec §2): the account and its unlock methods, general preferences, then leaving. */
export default function SettingsPage() {
  const { t } = useTranslation('settings');
  const signedIn = useSignedIn();
  return (
    <div className={styles.page}>
      {signedIn && (
        <List header={t('account')} mode="card">
          <AccountLinks />
          <BiometricItems />
        </List>
      )}
      <List header={t('general')} mode="card">
        {signedIn && <PushItem />}
        <ClearCacheItem />
        <LanguageItem />
        <DeckItem />
      </List>
      <List mode="card">
        {signedIn && <DeleteAccountLink />}
        <AccountItems />
      </List>
    </div>
  );
}
