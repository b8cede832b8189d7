import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields, NicknameField, UsernameField } from './account-fields';
import type { RegisterForm } from './register-form';
import styles from './account-form.module.css';

interface RegisterFieldsProps {
  readonly form: RegisterForm;
  readonly onChange: (key: keyof RegisterForm, value: string) => void;
}

/** Username, nickname and the password twice, with their rules under the list: register and register-admin. */
export function RegisterFields({ form, onChange }: RegisterFieldsProps) {
  const { t } = useTranslation(['account', 'entry']);
  return (
    <>
      <List mode="card">
        <UsernameField value={form.username} onChange={(value) => onChange('username', value)} />
        <NicknameField value={form.nickname} onChange={(value) => onChange('nickname', value)} />
        <NewPasswordFields
          password={form.password}
          confirm={form.confirm}
          onPassword={(value) => onChange('password', value)}
          onConfirm={(value) => onChange('confirm', value)}
        />
      </List>
      <p className={styles.rule}>
        {t('account:fields.username')}
        <br />
        {t('entry:fields.passwordRule')}
      </p>
    </>
  );
}
