import { useState } from 'react';
import { Button, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { sendSmsCode } from '@tarot/contract/auth';
import { MOBILE_PATTERN } from '@tarot/contract/phone-rules';
import { call } from '../../shared/api/call';
import { pageLink } from '../../shared/config/paths';
import { showError } from '../../shared/api/show-error';
import { OneTapLogin } from './one-tap-login';
import { PasskeySignIn } from './passkey-sign-in';
import { PrivacyConsent } from './privacy-consent';
import { ThirdPartyLogins } from './third-party-logins';
import { MobileInput } from '../../shared/ui/digit-inputs';
import { toast } from '../../shared/ui/toast';
import styles from './account-form.module.css';
import { OfflineNotice } from '../../shared/offline/offline-notice';

/** The configured login page: a mobile number, then a 6-digit SMS code (login-smscode). */
export default function LoginWithoutPasswordPage() {
  const { t } = useTranslation(['account', 'errors']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [mobile, setMobile] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);

  const sendCode = async () => {
    const problem = !MOBILE_PATTERN.test(mobile) ? 'validation.mobile' : !agreed ? 'validation.privacy' : null;
    if (problem) return void toast.show({ content: t(problem) });
    setBusy(true);
    try {
      await call(sendSmsCode, { body: { mobile, scene: 'login' } });
      const next = new URLSearchParams(params);
      next.set('mobile', mobile);
      void navigate(pageLink('loginSmsCode', next));
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      {/* Sending needs the network: offline, say so before the form is filled in. */}
      <OfflineNotice kind="needed" />
      <h2 className={styles.title}>{t('sms.title')}</h2>
      <p className={styles.hint}>{t('sms.hint')}</p>
      <List mode="card">
        <List.Item prefix={<span className={styles.prefix}>+86</span>}>
          <MobileInput placeholder={t('sms.mobile')} value={mobile} onChange={setMobile} />
        </List.Item>
      </List>
      <PrivacyConsent checked={agreed} onChange={setAgreed} />
      <Button block color="primary" shape="rounded" size="large" loading={busy} onClick={() => void sendCode()}>
        {t('sms.getCode')}
      </Button>
      <p className={styles.links}>
        <Link to={pageLink('loginWithPassword', params)}>{t('sms.withPassword')}</Link>
      </p>
      <OneTapLogin />
      <PasskeySignIn />
      <ThirdPartyLogins />
    </div>
  );
}
