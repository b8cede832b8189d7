import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_PATTERN } from '@tarot/contract/auth';

export interface RegisterForm {
  username: string;
  nickname: string;
  password: string;
  confirm: string;
}

/** A new password typed twice: length first, then the second entry (`account` texts). */
export function passwordPairProblem(password: string, confirm: string): string | null {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return 'validation.passwordLength';
  if (!confirm) return 'validation.confirm';
  if (confirm !== password) return 'validation.mismatch';
  return null;
}

/** The spec's checks, in the order a user fixes them (§5). */
export function registerProblem(form: RegisterForm, agreed: boolean): string | null {
  if (!form.username.trim()) return 'validation.username';
  if (!USERNAME_PATTERN.test(form.username.trim())) return 'validation.usernameFormat';
  if (!form.nickname.trim()) return 'validation.nickname';
  const password = passwordPairProblem(form.password, form.confirm);
  if (password) return password;
  if (!agreed) return 'validation.privacy';
  return null;
}
