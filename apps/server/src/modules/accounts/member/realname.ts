import { createHmac } from 'node:crypto';
import type { RealNameBody, RealNameStatus } from '@tarot/contract/user';
import { isChineseName, maskChineseName, normaliseChineseName } from '@tarot/core/identity/chinese-name';
import { idNumberProblem, normaliseIdNumber, type IdNumberProblem } from '@tarot/core/identity/id-number';
import type { ServerErrorCode } from '@tarot/contract/errors';
import { AppError } from '../../../errors';
import type { UserRow } from '../users/repo';

const ID_PROBLEM_CODES: Record<IdNumberProblem, ServerErrorCode> = {
  shape: 'uni-id-realname-invalid-id-number',
  checkDigit: 'uni-id-realname-id-check-digit',
  birthDate: 'uni-id-realname-id-birth-date',
};

/** Today's date in China, where ID numbers are issued: a birth date is "in the future" by that calendar. */
export const chinaToday = (now: number = Date.now()): string =>
  new Date(now + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** The normalised name and number, or the catalogue code that says what is wrong with them. */
export function checkRealName({ realName, idNumber }: RealNameBody, today: string) {
  const name = normaliseChineseName(realName);
  if (!isChineseName(name)) throw new AppError('uni-id-realname-invalid-name');
  const number = normaliseIdNumber(idNumber);
  const problem = idNumberProblem(number, today);
  if (problem) throw new AppError(ID_PROBLEM_CODES[problem]);
  return { name, number };
}

/**
 * The number is kept only as a keyed hash (it lets a later check find the same number
 * without storing it) and a masked form. The key is derived from the server secret, so
 * a stolen database alone cannot confirm a guessed number.
 */
export function idNumberHasher(serverSecret: string): (idNumber: string) => string {
  const key = createHmac('sha256', serverSecret).update('realname:id-number:v1').digest();
  return (idNumber) => createHmac('sha256', key).update(idNumber).digest('hex');
}

export function toRealNameStatus(user: UserRow): RealNameStatus {
  const verified = user.realNameVerifiedAt !== null;
  return {
    verified,
    realName: verified && user.realName ? maskChineseName(user.realName) : null,
    idNumber: verified ? user.idNumberMasked : null,
    verifiedAt: user.realNameVerifiedAt?.toISOString() ?? null,
  };
}
