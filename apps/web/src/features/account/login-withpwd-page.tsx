import { useState } from 'react';
import { Button, Input, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { login, PASSWORD_MAX, PASSWORD_MIN } from '@tarot/contract/auth';
import { pageLink } from '../../shared/config/paths';
import { PrivacyConsent } from './privacy-consent';
import { ThirdPartyLogins } from './third-party-logins';
import { useSignIn } from './use-sign-in';
import { toast } from '../../shared/ui/toast';
import styles from './account-form.module.css';
import { OfflineNotice } from '../../shared/offline/offline-notice';

/** `login/login-withpwd`: username, mobile or e-mail with a password. */
export default function LoginWithPasswordPage() {
  const { t } = useTranslation(['account', 'entry']);
  const [params] = useSearchParams();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const { submit, busy } = useSignIn(login);

  const onSubmit = () => {
    const problem = !account.trim()
      ? 'validation.account'
      : password.length < PASSWORD_MIN || password.length > PASSWORD_MAX
        ? 'validation.passwordLength'
        : !agreed
          ? 'validation.privacy'
          : null;
    if (problem) return void toast.show({ content: t(problem) });
    void submit({ account: account.trim(), password });
  };

  return (
    <div className={styles.page}>
      {/* Sending needs the network: offline, say so before the form is filled in. */}
      <OfflineNotice kind="needed" />
      <h2 className={styles.title}>{t('login.title')}</h2>
      <List mode="card">
        <List.Item>
          <Input
            placeholder={t('login.account')}
            value={account}
            onChange={setAccount}
            clearable
            autoComplete="username"
            aria-label={t('login.account')}
          />
        </List.Item>
        <List.Item>
          <Input
            type="password"
            placeholder={t('fields.password')}
            value={password}
            onChange={setPassword}
            maxLength={PASSWORD_MAX}
            autoComplete="current-password"
            aria-label={t('fields.password')}
          />
        </List.Item>
      </List>
      <PrivacyConsent checked={agreed} onChange={setAgreed} />
      <Button block color="primary" shape="rounded" size="large" loading={busy} onClick={onSubmit}>
        {t('login.submit')}
      </Button>
      <p className={styles.linkRow}>
        <Link to={pageLink('register', params)}>{t('login.toRegister')}</Link>
        <Link to={pageLink('retrieve', params)}>{t('entry:links.forgotPassword')}</Link>
      </p>
      <p className={styles.links}>
        <Link to={pageLink('login', params)}>{t('entry:links.loginBySms')}</Link>
      </p>
      <ThirdPartyLogins />
    </div>
  );
}
