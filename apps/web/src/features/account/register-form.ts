import { PASSWORD_MAX, PASSWORD_MIN } from '@tarot/contract/auth';

export interface RegisterForm {
  username: string;
  nickname: string;
  password: string;
  confirm: string;
}

/** The spec's checks, in the order a user fixes them (§5). */
export function registerProblem(form: RegisterForm, agreed: boolean): string | null {
  if (!form.username.trim()) return 'validation.username';
  if (!/^[A-Za-z0-9_]{3,20}$/.test(form.username.trim())) return 'validation.usernameFormat';
  if (!form.nickname.trim()) return 'validation.nickname';
  if (form.password.length < PASSWORD_MIN || form.password.length > PASSWORD_MAX) return 'validation.passwordLength';
  if (!form.confirm) return 'validation.confirm';
  if (form.confirm !== form.password) return 'validation.mismatch';
  if (!agreed) return 'validation.privacy';
  return null;
}
