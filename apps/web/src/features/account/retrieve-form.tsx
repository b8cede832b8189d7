import { useState } from 'react';
import { Button, Input, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { retrievePassword, retrievePasswordByEmail } from '@tarot/contract/account-recovery';
import { EMAIL_MAX } from '@tarot/contract/auth';
import { call } from '../../shared/api/call';
import { useAction } from '../../shared/api/use-action';
import { tokenStore } from '../../shared/auth/token-store';
import { pageLink } from '../../shared/config/paths';
import { NewPasswordFields } from './account-fields';
import { retrieveProblem, type CodeChannel, type RetrieveForm } from './entry-forms';
import { VerifyCodeRow } from './verify-code-row';
import { MobileInput } from '../../shared/ui/digit-inputs';
import { toast } from '../../shared/ui/toast';
import styles from './account-form.module.css';

const CHANNELS = {
  sms: { endpoint: retrievePassword, key: 'mobile', other: 'retrieveByEmail' },
  email: { endpoint: retrievePasswordByEmail, key: 'email', other: 'retrieve' },
} as const;

/**
 * retrieve / retrieve-by-email: a code to the phone or mailbox, then the new password twice.
 * The reset revokes every earlier sign-in, so the user is sent to password login to sign in anew.
 */
export function RetrieveFormPage({ channel }: { channel: CodeChannel }) {
  const { t } = useTranslation(['entry', 'account']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form, setForm] = useState<RetrieveForm>({ target: '', code: '', password: '', confirm: '' });
  const field = (key: keyof RetrieveForm) => (value: string) => setForm((current) => ({ ...current, [key]: value }));
  const { endpoint, key, other } = CHANNELS[channel];
  // The body's key follows the channel; the server validates it against the endpoint.
  const { run, busy } = useAction((body: Record<string, string>) =>
    call(endpoint as typeof retrievePassword, { body: body as never }),
  );

  const onSubmit = async () => {
    const problem = retrieveProblem(channel, form);
    if (problem) return void toast.show({ content: t(problem) });
    const done = await run({ [key]: form.target.trim(), code: form.code, password: form.password });
    if (done === undefined) return;
    tokenStore.clear();
    toast.show({ content: t('retrieve.done') });
    void navigate(pageLink('loginWithPassword', params), { replace: true });
  };

  return (
    <div className={styles.page}>
      <h2 className={styles.title}>{t(channel === 'sms' ? 'retrieve.titleSms' : 'retrieve.titleEmail')}</h2>
      <p className={styles.hint}>{t(channel === 'sms' ? 'retrieve.hintSms' : 'retrieve.hintEmail')}</p>
      <List mode="card">
        <List.Item prefix={channel === 'sms' ? <span className={styles.prefix}>+86</span> : undefined}>
          {channel === 'sms' ? (
            <MobileInput placeholder={t('fields.mobile')} value={form.target} onChange={field('target')} />
          ) : (
            <Input
              type="email"
              inputMode="email"
              placeholder={t('fields.email')}
              value={form.target}
              onChange={field('target')}
              clearable
              maxLength={EMAIL_MAX}
              autoComplete="email"
              aria-label={t('fields.email')}
            />
          )}
        </List.Item>
        <VerifyCodeRow
          channel={channel}
          target={form.target}
          scene="reset-password"
          value={form.code}
          onChange={field('code')}
        />
        <NewPasswordFields
          password={form.password}
          confirm={form.confirm}
          onPassword={field('password')}
          onConfirm={field('confirm')}
          labels={{ password: t('fields.newPassword'), confirm: t('account:fields.confirm') }}
        />
      </List>
      <p className={styles.rule}>{t('fields.passwordRule')}</p>
      <Button block color="primary" shape="rounded" size="large" loading={busy} onClick={() => void onSubmit()}>
        {t('retrieve.submit')}
      </Button>
      <p className={styles.linkRow}>
        <Link to={pageLink(other, params)}>
          {t(channel === 'sms' ? 'links.retrieveByEmail' : 'links.retrieveBySms')}
        </Link>
        <Link to={pageLink('loginWithPassword', params)}>{t('links.backToLogin')}</Link>
      </p>
    </div>
  );
}
