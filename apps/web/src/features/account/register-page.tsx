import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { register } from '@tarot/contract/auth';
import { pageLink } from '../../shared/config/paths';
import { PrivacyConsent } from './privacy-consent';
import { RegisterFields } from './register-fields';
import { registerProblem, type RegisterForm } from './register-form';
import { useSignIn } from './use-sign-in';
import { toast } from '../../shared/ui/toast';
import styles from './account-form.module.css';
import { OfflineNotice } from '../../shared/offline/offline-notice';

/**
 * `register/register`: username, nickname and the password twice. The administrator's
 * registration is not offered here: whoever sets up the site opens its address directly.
 */
export default function RegisterPage() {
  const { t } = useTranslation(['account', 'entry']);
  const [params] = useSearchParams();
  const [form, setForm] = useState<RegisterForm>({ username: '', nickname: '', password: '', confirm: '' });
  const [agreed, setAgreed] = useState(false);
  const { submit, busy } = useSignIn(register, { invite: true });

  const onSubmit = () => {
    const problem = registerProblem(form, agreed);
    if (problem) return void toast.show({ content: t(problem) });
    void submit({ username: form.username.trim(), nickname: form.nickname.trim(), password: form.password });
  };

  return (
    <div className={styles.page}>
      {/* Sending needs the network: offline, say so before the form is filled in. */}
      <OfflineNotice kind="needed" />
      <h2 className={styles.title}>{t('register.title')}</h2>
      <RegisterFields form={form} onChange={(key, value) => setForm((current) => ({ ...current, [key]: value }))} />
      <PrivacyConsent checked={agreed} onChange={setAgreed} />
      <Button block color="primary" shape="rounded" size="large" loading={busy} onClick={onSubmit}>
        {t('register.submit')}
      </Button>
      <p className={styles.linkRow}>
        <Link to={pageLink('registerByEmail', params)}>{t('entry:links.registerByEmail')}</Link>
        <Link to={pageLink('loginWithPassword', params)}>{t('register.toLogin')}</Link>
      </p>
    </div>
  );
}
