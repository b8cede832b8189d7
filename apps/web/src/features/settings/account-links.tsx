import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PAGES } from '../../shared/config/paths';

/** The member's own account pages (built in the account feature). */
export function AccountLinks() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  return (
    <>
      <List.Item onClick={() => void navigate(PAGES.userinfo)}>{t('accountInfo')}</List.Item>
      <List.Item onClick={() => void navigate(PAGES.changePassword)}>{t('changePassword')}</List.Item>
      <List.Item onClick={() => void navigate(PAGES.devices)}>{t('devicesLink')}</List.Item>
      <List.Item onClick={() => void navigate(PAGES.linkedAccounts)}>{t('linkedAccountsLink')}</List.Item>
    </>
  );
}

export function DeleteAccountLink() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  return <List.Item onClick={() => void navigate(PAGES.deactivate)}>{t('deleteAccount')}</List.Item>;
}
