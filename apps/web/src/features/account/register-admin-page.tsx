import { useState } from 'react';
import { Button, List, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NewPasswordFields, NicknameField, UsernameField } from './account-fields';
import { ENTRY_PATHS, entryLink } from './entry-paths';
import { PrivacyConsent } from './privacy-consent';
import { registerProblem, type RegisterForm } from './register-form';
import { useSignIn } from './use-sign-in';
import styles from './account-form.module.css';

/** `register/register-admin`: the first administrator; the server refuses once one exists. */
export default function RegisterAdminPage() {
  const { t } = useTranslation(['entry', 'account']);
  const [params] = useSearchParams();
  const [form, setForm] = useState<RegisterForm>({ username: '', nickname: '', password: '', confirm: '' });
  const [agreed, setAgreed] = useState(false);
  const { submit, busy } = useSignIn('/api/auth/register-admin');
  const field = (key: keyof RegisterForm) => (value: string) => setForm((current) => ({ ...current, [key]: value }));

  const onSubmit = () => {
    const problem = registerProblem(form, agreed);
    if (problem) return void Toast.show({ content: t(`account:${problem}`) });
    void submit({ username: form.username.trim(), nickname: form.nickname.trim(), password: form.password });
  };

  return (
    <div className={styles.page}>
      <h2 className={styles.title}>{t('registerAdmin.title')}</h2>
      <p className={styles.hint}>{t('registerAdmin.hint')}</p>
      <List mode="card">
        <UsernameField value={form.username} onChange={field('username')} />
        <NicknameField value={form.nickname} onChange={field('nickname')} />
        <NewPasswordFields
          password={form.password}
          confirm={form.confirm}
          onPassword={field('password')}
          onConfirm={field('confirm')}
        />
      </List>
      <p className={styles.rule}>
        {t('account:fields.username')}
        <br />
        {t('fields.passwordRule')}
      </p>
      <PrivacyConsent checked={agreed} onChange={setAgreed} />
      <Button block color="primary" shape="rounded" size="large" loading={busy} onClick={onSubmit}>
        {t('registerAdmin.submit')}
      </Button>
      <p className={styles.links}>
        <Link to={entryLink(ENTRY_PATHS.loginWithPassword, params)}>{t('links.toLogin')}</Link>
      </p>
    </div>
  );
}
