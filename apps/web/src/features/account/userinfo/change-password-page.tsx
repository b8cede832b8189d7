import { useState } from 'react';
import { Button, Checkbox, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useGoBack } from '../../../shared/ui/use-go-back';
import { changePasswordProblem, type ChangePasswordForm } from './forms';
import { NewPasswordFields } from '../account-fields';
import { PasswordField } from './password-field';
import { useAction } from '../../../shared/api/use-action';
import { userApi } from './user-api';
import { toast } from '../../../shared/ui/toast';
import styles from './form.module.css';

/**
 * `userinfo/change_pwd/change_pwd`: the current password, then the new one twice; the other
 * devices are signed out unless the member unticks it.
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation(['userinfo', 'errors']);
  const goBack = useGoBack();
  const [form, setForm] = useState<ChangePasswordForm>({ oldPassword: '', newPassword: '', confirm: '' });
  const [signOutOthers, setSignOutOthers] = useState(true);
  const change = useAction(userApi.changePassword);
  const field = (key: keyof ChangePasswordForm) => (value: string) => setForm((now) => ({ ...now, [key]: value }));

  const submit = async () => {
    const problem = changePasswordProblem(form);
    if (problem) return void toast.show({ content: t(problem) });
    if (await change.run({ oldPassword: form.oldPassword, newPassword: form.newPassword, signOutOthers })) {
      toast.show({ content: t('password.changed') });
      goBack();
    }
  };

  return (
    <div className={styles.page}>
      <List mode="card">
        <PasswordField
          label={t('password.old')}
          value={form.oldPassword}
          onChange={field('oldPassword')}
          autoComplete="current-password"
        />
        <NewPasswordFields
          password={form.newPassword}
          confirm={form.confirm}
          onPassword={field('newPassword')}
          onConfirm={field('confirm')}
          labels={{ password: t('password.new'), confirm: t('password.confirm') }}
        />
      </List>
      <p className={styles.hint}>{t('password.rule')}</p>
      <Checkbox className={styles.choice} checked={signOutOthers} onChange={setSignOutOthers}>
        {t('password.endOtherSessions')}
      </Checkbox>
      {signOutOthers && <p className={styles.hint}>{t('password.signOutOthers')}</p>}
      <Button block color="primary" shape="rounded" size="large" loading={change.busy} onClick={() => void submit()}>
        {t('password.changeSubmit')}
      </Button>
    </div>
  );
}
