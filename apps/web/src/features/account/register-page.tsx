import { useState } from 'react';
import { Button, Input, List, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PASSWORD_MAX } from '@tarot/contract/auth';
import { ENTRY_PATHS, entryLink } from './entry-paths';
import { PrivacyConsent } from './privacy-consent';
import { registerProblem, type RegisterForm } from './register-form';
import { useSignIn } from './use-sign-in';
import styles from './account-form.module.css';

/** `register/register`: username, nickname and the password twice. */
export default function RegisterPage() {
  const { t } = useTranslation(['account', 'entry']);
  const [params] = useSearchParams();
  const [form, setForm] = useState<RegisterForm>({ username: '', nickname: '', password: '', confirm: '' });
  const [agreed, setAgreed] = useState(false);
  const { submit, busy } = useSignIn('/api/auth/register', { invite: true });
  const field = (key: keyof RegisterForm) => (value: string) => setForm((current) => ({ ...current, [key]: value }));

  const onSubmit = () => {
    const problem = registerProblem(form, agreed);
    if (problem) return void Toast.show({ content: t(problem) });
    void submit({ username: form.username.trim(), nickname: form.nickname.trim(), password: form.password });
  };

  return (
    <div className={styles.page}>
      <h2 className={styles.title}>{t('register.title')}</h2>
      <List mode="card">
        <List.Item>
          <Input
            placeholder={t('fields.username')}
            value={form.username}
            onChange={field('username')}
            clearable
            maxLength={20}
            autoComplete="username"
            aria-label={t('fields.username')}
          />
        </List.Item>
        <List.Item>
          <Input
            placeholder={t('fields.nickname')}
            value={form.nickname}
            onChange={field('nickname')}
            clearable
            maxLength={20}
            aria-label={t('fields.nickname')}
          />
        </List.Item>
        <List.Item>
          <Input
            type="password"
            placeholder={t('fields.passwordRule')}
            value={form.password}
            onChange={field('password')}
            maxLength={PASSWORD_MAX}
            autoComplete="new-password"
            aria-label={t('fields.password')}
          />
        </List.Item>
        <List.Item>
          <Input
            type="password"
            placeholder={t('fields.confirm')}
            value={form.confirm}
            onChange={field('confirm')}
            maxLength={PASSWORD_MAX}
            autoComplete="new-password"
            aria-label={t('fields.confirm')}
          />
        </List.Item>
      </List>
      <PrivacyConsent checked={agreed} onChange={setAgreed} />
      <Button block color="primary" shape="rounded" size="large" loading={busy} onClick={onSubmit}>
        {t('register.submit')}
      </Button>
      <p className={styles.linkRow}>
        <Link to={entryLink(ENTRY_PATHS.registerByEmail, params)}>{t('entry:links.registerByEmail')}</Link>
        <Link to={entryLink(ENTRY_PATHS.loginWithPassword, params)}>{t('register.toLogin')}</Link>
      </p>
      <p className={styles.minorLink}>
        <Link to={entryLink(ENTRY_PATHS.registerAdmin, params)}>{t('entry:links.registerAdmin')}</Link>
      </p>
    </div>
  );
}
