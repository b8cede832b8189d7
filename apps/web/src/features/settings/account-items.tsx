import { Dialog, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '@tarot/contract/auth';
import { call } from '../../shared/api/call';
import { tokenStore, useSignedIn } from '../../shared/auth/token-store';
import { loginAddress } from '../../shared/auth/login-page';
import { PAGES } from '../../shared/config/paths';
import { toast } from '../../shared/ui/toast';
import styles from './settings-page.module.css';

/** Sign in, or sign out of this device (the server ends its session; other devices stay signed in). */
export function AccountItems() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const signedIn = useSignedIn();

  const logOut = async () => {
    const confirmed = await Dialog.confirm({
      content: t('logOutConfirm'),
      cancelText: t('common:actions.cancel'),
      confirmText: t('common:actions.ok'),
    });
    if (!confirmed) return;
    // Even if the network fails, this device forgets the token.
    await call(logout).catch(() => undefined);
    tokenStore.clear();
    toast.show({ content: t('loggedOut') });
  };

  if (!signedIn) {
    return <List.Item onClick={() => void navigate(loginAddress(PAGES.settings))}>{t('signIn')}</List.Item>;
  }
  return (
    <List.Item onClick={() => void logOut()} arrowIcon={false}>
      <span className={styles.danger}>{t('logOut')}</span>
    </List.Item>
  );
}
