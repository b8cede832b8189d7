import { Input } from 'antd-mobile';
import { CODE_DIGITS, MOBILE_DIGITS } from '@tarot/contract/phone-rules';

interface DigitInputProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly placeholder: string;
  /** The accessible name, when it says more than the placeholder. */
  readonly label?: string;
}

/** Keeps the digits a user typed or pasted ("138 0013 8000", "138-0013-8000"), up to `max`. */
export const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** A mainland mobile number: the phone's number pad, the saved number offered, digits only. */
export function MobileInput({ value, onChange, placeholder, label }: DigitInputProps) {
  return (
    <Input
      type="tel"
      inputMode="numeric"
      placeholder={placeholder}
      value={value}
      onChange={(next) => onChange(digitsOnly(next, MOBILE_DIGITS))}
      clearable
      autoComplete="tel-national"
      aria-label={label ?? placeholder}
    />
  );
}

/** A verification code: the number pad, and the code from the SMS offered above the keyboard. */
export function CodeInput({ value, onChange, placeholder, label }: DigitInputProps) {
  return (
    <Input
      inputMode="numeric"
      placeholder={placeholder}
      value={value}
      onChange={(next) => onChange(digitsOnly(next, CODE_DIGITS))}
      autoComplete="one-time-code"
      aria-label={label ?? placeholder}
    />
  );
}
