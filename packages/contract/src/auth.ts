import { z } from 'zod';
import { INVITE_CODE_PATTERN } from './invite';
import { CODE_PATTERN, MOBILE_PATTERN } from './phone-rules';
import { text } from './text';
import { endpoint } from './endpoint';
import { okResponse } from './ok';

/** The spec's rules (§5, §9): password 6–20 characters; usernames and nicknames as uni-id takes them. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
export const NICKNAME_MAX = 20;
/** The longest e-mail address (RFC 5321's path limit less its brackets). */
export const EMAIL_MAX = 254;

/**
 * 3–20 letters, digits or underscores, starting with a letter: a username can then never look
 * like a mobile number, so an account name always says which kind it is.
 */
export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{2,19}$/;
export const USERNAME_MAX = 20;
export const username = z
  .string()
  .trim()
  .regex(USERNAME_PATTERN, 'username: 3–20 letters, digits or underscores, starting with a letter');
export const nickname = text().trim().min(1).max(NICKNAME_MAX);
export const password = text().min(PASSWORD_MIN).max(PASSWORD_MAX);
const inviteCode = z.string().regex(INVITE_CODE_PATTERN).optional();

export const registerBody = z.object({ username, nickname, password, inviteCode }).meta({ id: 'RegisterRequest' });

export const loginBody = z
  .object({
    account: text().trim().min(1).max(EMAIL_MAX).describe('Username, mobile number or e-mail address'),
    password: text().max(PASSWORD_MAX * 4),
  })
  .meta({ id: 'LoginRequest' });

export const userProfile = z
  .object({
    uid: z.string(),
    username: z.string().nullable(),
    nickname: z.string(),
    mobile: z.string().nullable().describe('Masked, e.g. 138****8000'),
    email: z.string().nullable(),
    avatar: z.string().nullable(),
    role: z.array(z.string()).readonly(),
    score: z.number().int(),
    inviteCode: z.string(),
    hasPassword: z.boolean(),
  })
  .meta({ id: 'UserProfile' });

export const sessionResponse = z
  .object({
    token: z.string(),
    tokenExpired: z.number().int().describe('Expiry in milliseconds since the epoch'),
    user: userProfile,
  })
  .meta({ id: 'Session' });

export type RegisterBody = z.infer<typeof registerBody>;
export type LoginBody = z.infer<typeof loginBody>;
export type UserProfile = z.infer<typeof userProfile>;
export type SessionResponse = z.infer<typeof sessionResponse>;

export const mobile = z.string().regex(MOBILE_PATTERN, 'incorrect phone number format');
export const verificationCode = z.string().regex(CODE_PATTERN, 'a 6-digit code');
export const CODE_SCENES = ['login', 'reset-password', 'bind-mobile', 'set-password'] as const;

export const sendSmsCodeBody = z.object({ mobile, scene: z.enum(CODE_SCENES) }).meta({ id: 'SendSmsCode' });

export const codeSentResponse = z
  .object({
    expiresInSeconds: z.number().int(),
    resendAfterSeconds: z.number().int(),
  })
  .meta({ id: 'CodeSent' });

export const smsLoginBody = z.object({ mobile, code: verificationCode, inviteCode }).meta({ id: 'SmsLogin' });

export type SendSmsCodeBody = z.infer<typeof sendSmsCodeBody>;
export type SmsLoginBody = z.infer<typeof smsLoginBody>;
export type CodeSentResponse = z.infer<typeof codeSentResponse>;

export const register = endpoint({
  method: 'POST',
  path: '/api/auth/register',
  tags: ['accounts'],
  summary: 'Register with username, nickname and password',
  body: registerBody,
  response: sessionResponse,
  errors: [400, 401, 403, 404, 409, 429],
});

export const login = endpoint({
  method: 'POST',
  path: '/api/auth/login',
  tags: ['accounts'],
  summary: 'Sign in with username, mobile or e-mail and a password',
  body: loginBody,
  response: sessionResponse,
  errors: [400, 401, 403, 404, 409, 429],
});

export const sendSmsCode = endpoint({
  method: 'POST',
  path: '/api/auth/sms-code',
  tags: ['accounts'],
  summary: 'Send a 6-digit code by SMS (valid 180 s, bind-mobile 240 s; resend after 60 s; 10 a day)',
  body: sendSmsCodeBody,
  response: codeSentResponse,
  errors: [400, 401, 403, 404, 409, 429],
});

export const loginBySms = endpoint({
  method: 'POST',
  path: '/api/auth/login-by-sms',
  tags: ['accounts'],
  summary: 'Sign in with a mobile number and its SMS code; a new number is registered',
  body: smsLoginBody,
  response: sessionResponse,
  errors: [400, 401, 403, 404, 409, 429],
});

export const logout = endpoint({
  method: 'POST',
  path: '/api/auth/logout',
  tags: ['accounts'],
  summary:
    'Sign out this device: its session ends, so its tokens (renewed ones too) and push sockets stop at once; other devices stay signed in',
  response: okResponse,
  errors: [400, 401, 403, 404, 409, 429],
});

export const getMe = endpoint({
  method: 'GET',
  path: '/api/auth/me',
  tags: ['accounts'],
  summary: 'The signed-in user',
  response: userProfile,
  errors: [400, 401, 403, 404, 409, 429],
});
