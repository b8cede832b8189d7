import { useState } from 'react';
import { Button, Input, List, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ENTRY_PATHS, entryLink } from './entry-paths';
import { PasswordField } from './userinfo/password-field';
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
        <List.Item>
          <Input
            placeholder={t('account:fields.username')}
            value={form.username}
            onChange={field('username')}
            clearable
            maxLength={20}
            autoComplete="username"
            aria-label={t('account:fields.username')}
          />
        </List.Item>
        <List.Item>
          <Input
            placeholder={t('account:fields.nickname')}
            value={form.nickname}
            onChange={field('nickname')}
            clearable
            maxLength={20}
            aria-label={t('account:fields.nickname')}
          />
        </List.Item>
        <PasswordField
          label={t('account:fields.password')}
          value={form.password}
          onChange={field('password')}
          autoComplete="new-password"
        />
        <PasswordField
          label={t('account:fields.confirm')}
          value={form.confirm}
          onChange={field('confirm')}
          autoComplete="new-password"
        />
      </List>
      <p className={styles.rule}>{t('fields.passwordRule')}</p>
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
