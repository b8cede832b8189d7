import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

const USERINFO = '/uni_modules/uni-id-pages/pages/userinfo';

/** The member's own account pages (built in the account feature). */
export function AccountLinks() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  return (
    <>
      <List.Item onClick={() => void navigate(`${USERINFO}/userinfo`)}>{t('accountInfo')}</List.Item>
      <List.Item onClick={() => void navigate(`${USERINFO}/change_pwd/change_pwd`)}>{t('changePassword')}</List.Item>
    </>
  );
}

export function DeleteAccountLink() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  return <List.Item onClick={() => void navigate(`${USERINFO}/deactivate/deactivate`)}>{t('deleteAccount')}</List.Item>;
}
