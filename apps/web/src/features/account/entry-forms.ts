import { CODE_PATTERN, MOBILE_PATTERN } from '@tarot/contract/phone-rules';
import { passwordPairProblem } from './register-form';

/** A plausible address; the server holds the exact rule. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Which way a code reaches the user. */
export type CodeChannel = 'sms' | 'email';

/** The problem with the phone number or address a code is sent to (an `account`-namespaced key). */
export function targetProblem(channel: CodeChannel, target: string): string | null {
  if (channel === 'sms') return MOBILE_PATTERN.test(target) ? null : 'account:validation.mobile';
  return EMAIL_PATTERN.test(target.trim()) ? null : 'entry:validation.email';
}

export interface EmailRegisterForm {
  email: string;
  code: string;
  nickname: string;
  password: string;
  confirm: string;
}

/** register-by-email: the fields top to bottom, then the agreement. Keys carry their namespace. */
export function emailRegisterProblem(form: EmailRegisterForm, agreed: boolean): string | null {
  const target = targetProblem('email', form.email);
  if (target) return target;
  if (!CODE_PATTERN.test(form.code)) return 'account:validation.code';
  if (!form.nickname.trim()) return 'account:validation.nickname';
  const password = passwordPairProblem(form.password, form.confirm);
  if (password) return `account:${password}`;
  return agreed ? null : 'account:validation.privacy';
}

export interface RetrieveForm {
  target: string;
  code: string;
  password: string;
  confirm: string;
}

/** retrieve and retrieve-by-email: phone or address, code, the new password twice. */
export function retrieveProblem(channel: CodeChannel, form: RetrieveForm): string | null {
  const target = targetProblem(channel, form.target);
  if (target) return target;
  if (!CODE_PATTERN.test(form.code)) return 'account:validation.code';
  const password = passwordPairProblem(form.password, form.confirm);
  return password ? `account:${password}` : null;
}
