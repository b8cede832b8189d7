import { PASSWORD_MAX, PASSWORD_MIN } from '@tarot/contract/auth';
import { CODE_PATTERN, MOBILE_PATTERN } from '@tarot/contract/phone-rules';
import type { ErrorCode } from '@tarot/contract/errors';
import { isChineseName, normaliseChineseName } from '@tarot/core/identity/chinese-name';
import { idNumberProblem, normaliseIdNumber } from '@tarot/core/identity/id-number';

/**
 * The forms' checks, in the order a user fixes them (spec §5). A problem is a key under
 * `userinfo:validation`, or `errors:<code>` for rules the server states in the same words.
 */
export type Problem = `validation.${string}` | `errors:${ErrorCode}`;

const passwordLengthOk = (password: string) => password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX;

function newPasswordProblem(password: string, confirm: string): Problem | null {
  if (!passwordLengthOk(password)) return 'validation.passwordLength';
  if (!confirm) return 'validation.confirm';
  if (confirm !== password) return 'validation.mismatch';
  return null;
}

export function nicknameProblem(nickname: string, current: string): Problem | null {
  const trimmed = nickname.trim();
  return !trimmed || trimmed === current ? 'errors:uni-id-no-change' : null;
}

export function bindMobileProblem(mobile: string, code: string): Problem | null {
  if (!MOBILE_PATTERN.test(mobile)) return 'validation.mobile';
  if (!CODE_PATTERN.test(code)) return 'validation.code';
  return null;
}

export const mobileProblem = (mobile: string): Problem | null =>
  MOBILE_PATTERN.test(mobile) ? null : 'validation.mobile';

export interface ChangePasswordForm {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

export function changePasswordProblem({ oldPassword, newPassword, confirm }: ChangePasswordForm): Problem | null {
  if (!oldPassword) return 'validation.oldPassword';
  return newPasswordProblem(newPassword, confirm) ?? (newPassword === oldPassword ? 'validation.samePassword' : null);
}

export interface SetPasswordForm {
  code: string;
  password: string;
  confirm: string;
}

export function setPasswordProblem({ code, password, confirm }: SetPasswordForm): Problem | null {
  if (!CODE_PATTERN.test(code)) return 'validation.code';
  return newPasswordProblem(password, confirm);
}

/** The same rules and codes as the server, so the message is there before any request. */
export function realNameProblem(realName: string, idNumber: string, today: string): Problem | null {
  if (!isChineseName(normaliseChineseName(realName))) return 'errors:uni-id-realname-invalid-name';
  const problem = idNumberProblem(normaliseIdNumber(idNumber), today);
  if (problem === 'shape') return 'errors:uni-id-realname-invalid-id-number';
  if (problem === 'checkDigit') return 'errors:uni-id-realname-id-check-digit';
  if (problem === 'birthDate') return 'errors:uni-id-realname-id-birth-date';
  return null;
}

/** Today in the local calendar, as `YYYY-MM-DD`. */
export function localToday(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
