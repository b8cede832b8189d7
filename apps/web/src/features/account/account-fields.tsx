import { Input, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { NICKNAME_MAX, USERNAME_MAX } from '@tarot/contract/auth';
import { PasswordField } from './userinfo/password-field';

interface TextFieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
}

/** The username row of the sign-up forms; its rule is spelled out under the list. */
export function UsernameField({ value, onChange }: TextFieldProps) {
  const { t } = useTranslation('userinfo');
  const label = t('fields.username');
  return (
    <List.Item>
      <Input
        placeholder={label}
        value={value}
        onChange={onChange}
        clearable
        maxLength={USERNAME_MAX}
        autoComplete="username"
        aria-label={label}
      />
    </List.Item>
  );
}

/** The nickname row of the sign-up forms. */
export function NicknameField({ value, onChange }: TextFieldProps) {
  const { t } = useTranslation('account');
  const label = t('fields.nickname');
  return (
    <List.Item>
      <Input
        placeholder={label}
        value={value}
        onChange={onChange}
        clearable
        maxLength={NICKNAME_MAX}
        aria-label={label}
      />
    </List.Item>
  );
}

interface NewPasswordFieldsProps {
  readonly password: string;
  readonly confirm: string;
  readonly onPassword: (value: string) => void;
  readonly onConfirm: (value: string) => void;
  /** The two rows' labels; by default "Password" and "Enter the password again". */
  readonly labels?: { readonly password: string; readonly confirm: string };
}

/** A new password and its confirmation: two rows of a card list, filled in by password managers. */
export function NewPasswordFields({ password, confirm, onPassword, onConfirm, labels }: NewPasswordFieldsProps) {
  const { t } = useTranslation('account');
  return (
    <>
      <PasswordField
        label={labels?.password ?? t('fields.password')}
        value={password}
        onChange={onPassword}
        autoComplete="new-password"
      />
      <PasswordField
        label={labels?.confirm ?? t('fields.confirm')}
        value={confirm}
        onChange={onConfirm}
        autoComplete="new-password"
      />
    </>
  );
}
