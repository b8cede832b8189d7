import { useState } from 'react';
import { Button, List, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '../../../shared/ui/digit-inputs';
import { useGoBack } from '../../../shared/ui/use-go-back';
import { setPasswordProblem, type SetPasswordForm } from './forms';
import { NewPasswordFields } from '../account-fields';
import { SmsCodeButton } from './sms-code-button';
import { useAction } from '../../../shared/api/use-action';
import { useProfile, userApi } from './user-api';
import { ErrorBlock } from '../../../shared/ui/error-block';
import { toast } from '../../../shared/ui/toast';
import styles from './form.module.css';

/** `userinfo/set-pwd/set-pwd`: a first password for an account made by SMS, confirmed by a code to its phone. */
export default function SetPasswordPage() {
  const { t } = useTranslation(['userinfo', 'errors']);
  const goBack = useGoBack();
  const profile = useProfile();
  const [form, setForm] = useState<SetPasswordForm>({ code: '', password: '', confirm: '' });
  const sendCode = useAction(userApi.sendSetPasswordCode);
  const save = useAction(userApi.setPassword);
  const field = (key: keyof SetPasswordForm) => (value: string) => setForm((now) => ({ ...now, [key]: value }));

  if (profile.isPending) return <Skeleton.Paragraph lineCount={6} animated />;
  const user = profile.data;
  if (user?.hasPassword) return <ErrorBlock status="empty" title={t('password.alreadySet')} description={null} />;

  const send = async () => {
    const sent = await sendCode.run();
    if (sent) toast.show({ content: t('code.sent') });
    return Boolean(sent);
  };

  const submit = async () => {
    const problem = setPasswordProblem(form);
    if (problem) return void toast.show({ content: t(problem) });
    if (await save.run({ code: form.code, password: form.password })) {
      toast.show({ content: t('password.saved') });
      goBack();
    }
  };

  return (
    <div className={styles.page}>
      <p className={styles.hint}>
        {user?.mobile ? t('password.codeTo', { mobile: user.mobile }) : t('errors:uni-id-mobile-not-bound')}
      </p>
      <List mode="card">
        <List.Item extra={<SmsCodeButton send={send} />}>
          <CodeInput
            placeholder={t('code.placeholder')}
            label={t('code.label')}
            value={form.code}
            onChange={field('code')}
          />
        </List.Item>
        <NewPasswordFields
          password={form.password}
          confirm={form.confirm}
          onPassword={field('password')}
          onConfirm={field('confirm')}
          labels={{ password: t('password.new'), confirm: t('password.confirm') }}
        />
      </List>
      <p className={styles.hint}>{t('password.rule')}</p>
      <Button block color="primary" shape="rounded" size="large" loading={save.busy} onClick={() => void submit()}>
        {t('password.setSubmit')}
      </Button>
    </div>
  );
}
