import { z } from 'zod';
import { mobile, nickname, password, username } from './auth';
import { INVITE_CODE_PATTERN } from './invite';
import { text } from './text';

/**
 * Account flows that need no signed-in user beyond plain registration and login:
 * e-mail codes, registering by e-mail, resetting a password, and the first administrator.
 */
export const email = text().trim().toLowerCase().max(254).pipe(z.email('incorrect e-mail format'));
const code = z.string().regex(/^\d{6}$/, 'a 6-digit code');
const inviteCode = z.string().regex(INVITE_CODE_PATTERN).optional();

export const EMAIL_CODE_SCENES = ['register-email', 'reset-password'] as const;

export const sendEmailCodeBody = z.object({ email, scene: z.enum(EMAIL_CODE_SCENES) }).meta({ id: 'SendEmailCode' });

export const emailRegisterBody = z
  .object({ email, code, nickname, password, inviteCode })
  .meta({ id: 'EmailRegisterRequest' });

export const retrieveBody = z.object({ mobile, code, password }).meta({ id: 'RetrieveBySms' });
export const retrieveByEmailBody = z.object({ email, code, password }).meta({ id: 'RetrieveByEmail' });

export const registerAdminBody = z.object({ username, nickname, password }).meta({ id: 'RegisterAdminRequest' });

export type SendEmailCodeBody = z.infer<typeof sendEmailCodeBody>;
export type EmailRegisterBody = z.infer<typeof emailRegisterBody>;
export type RetrieveBody = z.infer<typeof retrieveBody>;
export type RetrieveByEmailBody = z.infer<typeof retrieveByEmailBody>;
export type RegisterAdminBody = z.infer<typeof registerAdminBody>;
