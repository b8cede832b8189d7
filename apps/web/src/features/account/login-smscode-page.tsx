import { useEffect, useState } from 'react';
import { Button, PasscodeInput } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { loginBySms, sendSmsCode } from '@tarot/contract/auth';
import { MOBILE_PATTERN } from '@tarot/contract/phone-rules';
import { call } from '../../shared/api/call';
import { showError } from '../../shared/api/show-error';
import { useSignIn } from './use-sign-in';
import { toast } from '../../shared/ui/toast';
import styles from './account-form.module.css';
import { OfflineNotice } from '../../shared/offline/offline-notice';

/** Seconds before another code may be asked for (the server enforces the same). */
const RESEND_SECONDS = 60;

/** `login/login-smscode`: six boxes for the code; a resend countdown "重新发送(Ns)". */
export default function LoginSmsCodePage() {
  const { t } = useTranslation(['account', 'errors']);
  const [params] = useSearchParams();
  const mobile = params.get('mobile') ?? '';
  const [code, setCode] = useState('');
  const [wait, setWait] = useState(RESEND_SECONDS);
  const { submit, busy } = useSignIn(loginBySms, { invite: true });

  useEffect(() => {
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setWait(wait - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [wait]);

  if (!MOBILE_PATTERN.test(mobile)) return <p className={styles.page}>{t('validation.mobile')}</p>;

  const login = (value: string) => {
    if (!/^\d{6}$/.test(value)) return void toast.show({ content: t('validation.code') });
    void submit({ mobile, code: value });
  };
  const resend = async () => {
    try {
      await call(sendSmsCode, { body: { mobile, scene: 'login' } });
      setWait(RESEND_SECONDS);
      toast.show({ content: t('sms.sent') });
    } catch (error) {
      showError(error);
    }
  };

  return (
    <div className={styles.page}>
      {/* Sending needs the network: offline, say so before the form is filled in. */}
      <OfflineNotice kind="needed" />
      <h2 className={styles.title}>{t('sms.codeTitle')}</h2>
      <p className={styles.hint}>
        {t('sms.sentTo', { mobile: `${mobile.slice(0, 3)} ${mobile.slice(3, 7)} ${mobile.slice(7)}` })}
      </p>
      <PasscodeInput
        className={styles.passcode}
        length={6}
        plain
        seperated
        value={code}
        onChange={(value) => setCode(value.replace(/\D/g, ''))}
        onFill={login}
        aria-label={t('sms.code')}
      />
      <Button block color="primary" shape="rounded" size="large" loading={busy} onClick={() => login(code)}>
        {t('sms.login')}
      </Button>
      <Button block fill="none" disabled={wait > 0} onClick={() => void resend()}>
        {wait > 0 ? t('sms.resendIn', { seconds: wait }) : t('sms.resend')}
      </Button>
    </div>
  );
}
