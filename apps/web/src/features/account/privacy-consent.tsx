import { Checkbox } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGES } from '../../shared/config/paths';
import styles from './account-form.module.css';

/** The agreement checkbox every sign-in and sign-up form carries (DESIGN.md, PIPL). */
export function PrivacyConsent({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation('account');
  return (
    <div className={styles.consent}>
      <Checkbox checked={checked} onChange={onChange}>
        {t('consent.prefix')}
      </Checkbox>
      <Link to={PAGES.agreement}>{t('consent.documents')}</Link>
    </div>
  );
}
