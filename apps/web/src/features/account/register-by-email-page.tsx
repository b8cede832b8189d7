import { useState } from 'react';
import { Button, Input, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { registerByEmail } from '@tarot/contract/account-recovery';
import { pageLink } from '../../shared/config/paths';
import { NewPasswordFields, NicknameField } from './account-fields';
import { emailRegisterProblem, type EmailRegisterForm } from './entry-forms';
import { PrivacyConsent } from './privacy-consent';
import { useSignIn } from './use-sign-in';
import { VerifyCodeRow } from './verify-code-row';
import { toast } from '../../shared/ui/toast';
import styles from './account-form.module.css';

/** `register/register-by-email`: e-mail and its code, nickname, the password twice. */
export default function RegisterByEmailPage() {
  const { t } = useTranslation(['entry', 'account']);
  const [params] = useSearchParams();
  const [form, setForm] = useState<EmailRegisterForm>({ email: '', code: '', nickname: '', password: '', confirm: '' });
  const [agreed, setAgreed] = useState(false);
  const { submit, busy } = useSignIn(registerByEmail, { invite: true });
  const field = (key: keyof EmailRegisterForm) => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }));

  const onSubmit = () => {
    const problem = emailRegisterProblem(form, agreed);
    if (problem) return void toast.show({ content: t(problem) });
    void submit({
      email: form.email.trim(),
      code: form.code,
      nickname: form.nickname.trim(),
      password: form.password,
    });
  };

  return (
    <div className={styles.page}>
      <h2 className={styles.title}>{t('registerByEmail.title')}</h2>
      <p className={styles.hint}>{t('registerByEmail.hint')}</p>
      <List mode="card">
        <List.Item>
          <Input
            type="email"
            inputMode="email"
            placeholder={t('fields.email')}
            value={form.email}
            onChange={field('email')}
            clearable
            maxLength={254}
            autoComplete="email"
            aria-label={t('fields.email')}
          />
        </List.Item>
        <VerifyCodeRow
          channel="email"
          target={form.email}
          scene="register-email"
          value={form.code}
          onChange={field('code')}
        />
        <NicknameField value={form.nickname} onChange={field('nickname')} />
        <NewPasswordFields
          password={form.password}
          confirm={form.confirm}
          onPassword={field('password')}
          onConfirm={field('confirm')}
        />
      </List>
      <p className={styles.rule}>{t('fields.passwordRule')}</p>
      <PrivacyConsent checked={agreed} onChange={setAgreed} />
      <Button block color="primary" shape="rounded" size="large" loading={busy} onClick={onSubmit}>
        {t('account:register.submit')}
      </Button>
      <p className={styles.linkRow}>
        <Link to={pageLink('register', params)}>{t('links.registerByUsername')}</Link>
        <Link to={pageLink('loginWithPassword', params)}>{t('links.toLogin')}</Link>
      </p>
    </div>
  );
}
