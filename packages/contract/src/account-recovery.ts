import { z } from 'zod';
import {
  codeSentResponse,
  EMAIL_MAX,
  mobile,
  nickname,
  password,
  sessionResponse,
  username,
  verificationCode,
} from './auth';
import { endpoint } from './endpoint';
import { okResponse } from './ok';
import { INVITE_CODE_PATTERN } from './invite';
import { text } from './text';

/**
 * Account flows that need no signed-in user beyond plain registration and login:
 * e-mail codes, registering by e-mail, resetting a password, and the first administrator.
 */
export const email = text().trim().toLowerCase().max(EMAIL_MAX).pipe(z.email('incorrect e-mail format'));
const code = verificationCode;
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

export const sendEmailCode = endpoint({
  method: 'POST',
  path: '/api/auth/email-code',
  tags: ['accounts'],
  summary: 'Send a 6-digit code by e-mail (valid 180 s; resend after 60 s; 10 a day)',
  body: sendEmailCodeBody,
  response: codeSentResponse,
  errors: [400, 401, 403, 404, 409, 429],
});

export const registerByEmail = endpoint({
  method: 'POST',
  path: '/api/auth/register-by-email',
  tags: ['accounts'],
  summary: 'Register with an e-mail address and its code, a nickname and a password',
  body: emailRegisterBody,
  response: sessionResponse,
  errors: [400, 401, 403, 404, 409, 429],
});

export const retrievePassword = endpoint({
  method: 'POST',
  path: '/api/auth/retrieve',
  tags: ['accounts'],
  summary: 'Reset the password with an SMS code (scene reset-password); revokes every token',
  body: retrieveBody,
  response: okResponse,
  errors: [400, 401, 403, 404, 409, 429],
});

export const retrievePasswordByEmail = endpoint({
  method: 'POST',
  path: '/api/auth/retrieve-by-email',
  tags: ['accounts'],
  summary: 'Reset the password with an e-mail code (scene reset-password); revokes every token',
  body: retrieveByEmailBody,
  response: okResponse,
  errors: [400, 401, 403, 404, 409, 429],
});

export const registerAdmin = endpoint({
  method: 'POST',
  path: '/api/auth/register-admin',
  tags: ['accounts'],
  summary: 'Register the first administrator; refused once one exists',
  body: registerAdminBody,
  response: sessionResponse,
  errors: [400, 401, 403, 404, 409, 429],
});
