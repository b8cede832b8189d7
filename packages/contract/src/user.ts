import { z } from 'zod';
import { mobile, password, PASSWORD_MAX } from './auth';
import { text } from './text';

/** What a signed-in user changes about their own account (`/api/user/*`). */

const smsCode = z.string().regex(/^\d{6}$/, 'a 6-digit code');

/** An empty or unchanged nickname is answered with `uni-id-no-change` (spec §5), not a 400 for shape. */
export const updateProfileBody = z.object({ nickname: text().trim().max(20) }).meta({ id: 'UpdateProfile' });

export const bindMobileBody = z.object({ mobile, code: smsCode }).meta({ id: 'BindMobile' });

export const changePasswordBody = z
  .object({
    oldPassword: z
      .string()
      .min(1)
      .max(PASSWORD_MAX * 4),
    newPassword: password,
  })
  .meta({ id: 'ChangePassword' });

export const setPasswordBody = z.object({ code: smsCode, password }).meta({ id: 'SetPassword' });

/** Shape only; the name rule, the check digit and the birth date are checked by the server with their own codes. */
export const realNameBody = z
  .object({
    realName: text().trim().min(1).max(40),
    idNumber: text().trim().min(1).max(30),
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
