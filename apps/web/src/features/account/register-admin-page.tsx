import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { registerAdmin } from '@tarot/contract/account-recovery';
import { pageLink } from '../../shared/config/paths';
import { PrivacyConsent } from './privacy-consent';
import { RegisterFields } from './register-fields';
import { registerProblem, type RegisterForm } from './register-form';
import { useSignIn } from './use-sign-in';
import { toast } from '../../shared/ui/toast';
import styles from './account-form.module.css';

/** `register/register-admin`: the first administrator; the server refuses once one exists. */
export default function RegisterAdminPage() {
  const { t } = useTranslation(['entry', 'account']);
  const [params] = useSearchParams();
  const [form, setForm] = useState<RegisterForm>({ username: '', nickname: '', password: '', confirm: '' });
  const [agreed, setAgreed] = useState(false);
  const { submit, busy } = useSignIn(registerAdmin);

  const onSubmit = () => {
    const problem = registerProblem(form, agreed);
    if (problem) return void toast.show({ content: t(`account:${problem}`) });
    void submit({ username: form.username.trim(), nickname: form.nickname.trim(), password: form.password });
  };

  return (
    <div className={styles.page}>
      <h2 className={styles.title}>{t('registerAdmin.title')}</h2>
      <p className={styles.hint}>{t('registerAdmin.hint')}</p>
      <RegisterFields form={form} onChange={(key, value) => setForm((current) => ({ ...current, [key]: value }))} />
      <PrivacyConsent checked={agreed} onChange={setAgreed} />
      <Button block color="primary" shape="rounded" size="large" loading={busy} onClick={onSubmit}>
        {t('registerAdmin.submit')}
      </Button>
      <p className={styles.links}>
        <Link to={pageLink('loginWithPassword', params)}>{t('links.toLogin')}</Link>
      </p>
    </div>
  );
}
