import { z } from 'zod';
import { text } from './text';
import { endpoint } from './endpoint';
import {
  codeSentResponse,
  mobile,
  NICKNAME_MAX,
  password,
  PASSWORD_MAX,
  sessionResponse,
  userProfile,
  verificationCode,
} from './auth';
import { okResponse } from './ok';

/** What a signed-in user changes about their own account (`/api/user/*`). */

/** Longest name and ID number real-name verification takes. */
export const REAL_NAME_LIMITS = { name: 40, idNumber: 30 } as const;

const smsCode = verificationCode;

/** An empty or unchanged nickname is answered with `uni-id-no-change` (spec §5), not a 400 for shape. */
export const updateProfileBody = z.object({ nickname: text().trim().max(NICKNAME_MAX) }).meta({ id: 'UpdateProfile' });

export const bindMobileBody = z.object({ mobile, code: smsCode }).meta({ id: 'BindMobile' });

export const changePasswordBody = z
  .object({
    oldPassword: z
      .string()
      .min(1)
      .max(PASSWORD_MAX * 4),
    newPassword: password,
    signOutOthers: z.boolean().default(true).describe('Sign out every other device (this one stays signed in)'),
  })
  .meta({ id: 'ChangePassword' });

export const setPasswordBody = z.object({ code: smsCode, password }).meta({ id: 'SetPassword' });

/** Shape only; the name rule, the check digit and the birth date are checked by the server with their own codes. */
export const realNameBody = z
  .object({
    realName: text().trim().min(1).max(REAL_NAME_LIMITS.name),
    idNumber: text().trim().min(1).max(REAL_NAME_LIMITS.idNumber),
  })
  .meta({ id: 'RealNameRequest' });

export const realNameStatus = z
  .object({
    verified: z.boolean(),
    realName: z.string().nullable().describe('Masked: all but the last character hidden, e.g. *三'),
    idNumber: z.string().nullable().describe('Masked: first and last character only, e.g. 1****************X'),
    verifiedAt: z.string().nullable().describe('ISO 8601'),
  })
  .meta({ id: 'RealNameStatus' });

export type UpdateProfileBody = z.infer<typeof updateProfileBody>;
export type BindMobileBody = z.infer<typeof bindMobileBody>;
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;
export type SetPasswordBody = z.infer<typeof setPasswordBody>;
export type RealNameBody = z.infer<typeof realNameBody>;
export type RealNameStatus = z.infer<typeof realNameStatus>;

export const updateProfile = endpoint({
  method: 'PATCH',
  path: '/api/user/profile',
  tags: ['accounts'],
  summary: 'Change the nickname (empty or unchanged → uni-id-no-change)',
  body: updateProfileBody,
  response: userProfile,
  errors: [400, 401, 403, 409, 429],
});

export const bindMobile = endpoint({
  method: 'POST',
  path: '/api/user/bind-mobile',
  tags: ['accounts'],
  summary: 'Bind or change the phone number with a bind-mobile SMS code',
  body: bindMobileBody,
  response: userProfile,
  errors: [400, 401, 403, 409, 429],
});

export const changePassword = endpoint({
  method: 'POST',
  path: '/api/user/change-password',
  tags: ['accounts'],
  summary:
    'Change the password: every other device is signed out unless signOutOthers is false; this one gets a fresh token',
  body: changePasswordBody,
  response: sessionResponse,
  errors: [400, 401, 403, 409, 429],
});

export const sendSetPasswordCode = endpoint({
  method: 'POST',
  path: '/api/user/set-password/code',
  tags: ['accounts'],
  summary: "Send a set-password code to the account's own phone (accounts without a password)",
  response: codeSentResponse,
  errors: [400, 401, 403, 409, 429],
});

export const setPassword = endpoint({
  method: 'POST',
  path: '/api/user/set-password',
  tags: ['accounts'],
  summary: 'Set a first password with the SMS code (accounts made by SMS)',
  body: setPasswordBody,
  response: userProfile,
  errors: [400, 401, 403, 409, 429],
});

export const deactivateAccount = endpoint({
  method: 'POST',
  path: '/api/user/deactivate',
  tags: ['accounts'],
  summary: 'Close the account for good: names released, personal data removed, every token revoked',
  response: okResponse,
  errors: [400, 401, 403, 409, 429],
});

export const getRealName = endpoint({
  method: 'GET',
  path: '/api/user/realname',
  tags: ['accounts'],
  summary: 'Real-name verification status (masked)',
  response: realNameStatus,
  errors: [400, 401, 403, 409, 429],
});

export const verifyRealName = endpoint({
  method: 'POST',
  path: '/api/user/realname',
  tags: ['accounts'],
  summary: 'Verify the real name with an 18-character ID number (kept only hashed and masked)',
  body: realNameBody,
  response: realNameStatus,
  errors: [400, 401, 403, 409, 429],
});
