import { Input, List } from 'antd-mobile';
import { PASSWORD_MAX } from '@tarot/contract/auth';

interface PasswordFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly autoComplete: 'current-password' | 'new-password';
}

/** One password row of a card list; the placeholder is the label. */
export function PasswordField({ label, value, onChange, autoComplete }: PasswordFieldProps) {
  return (
    <List.Item>
      <Input
        type="password"
        placeholder={label}
        value={value}
        onChange={onChange}
        maxLength={PASSWORD_MAX}
        autoComplete={autoComplete}
        aria-label={label}
      />
    </List.Item>
  );
}
