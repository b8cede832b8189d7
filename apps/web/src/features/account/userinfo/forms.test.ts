import { describe, expect, it } from 'vitest';
import {
  bindMobileProblem,
  changePasswordProblem,
  localToday,
  nicknameProblem,
  realNameProblem,
  setPasswordProblem,
} from './forms';

describe('the nickname dialog', () => {
  it("says 'no change' for an empty or unchanged nickname", () => {
    expect(nicknameProblem('', '读者')).toBe('errors:uni-id-no-change');
    expect(nicknameProblem('  ', '读者')).toBe('errors:uni-id-no-change');
    expect(nicknameProblem(' 读者 ', '读者')).toBe('errors:uni-id-no-change');
    expect(nicknameProblem('星空旅人', '读者')).toBeNull();
  });
});

describe('binding a phone', () => {
  it('wants a mainland number, then a 6-digit code', () => {
    expect(bindMobileProblem('1380013800', '123456')).toBe('validation.mobile');
    expect(bindMobileProblem('23800138000', '123456')).toBe('validation.mobile');
    expect(bindMobileProblem('13800138000', '12345')).toBe('validation.code');
    expect(bindMobileProblem('13800138000', '123456')).toBeNull();
  });
});

describe('changing the password', () => {
  const form = { oldPassword: 'tarot2026!', newPassword: 'moon-2027', confirm: 'moon-2027' };
  it('checks old password, length, confirmation and match, in that order', () => {
    expect(changePasswordProblem({ ...form, oldPassword: '' })).toBe('validation.oldPassword');
    expect(changePasswordProblem({ ...form, newPassword: '12345', confirm: '12345' })).toBe(
      'validation.passwordLength',
    );
    expect(changePasswordProblem({ ...form, newPassword: 'a'.repeat(21) })).toBe('validation.passwordLength');
    expect(changePasswordProblem({ ...form, confirm: '' })).toBe('validation.confirm');
    expect(changePasswordProblem({ ...form, confirm: 'moon-2028' })).toBe('validation.mismatch');
    expect(changePasswordProblem({ ...form, newPassword: 'tarot2026!', confirm: 'tarot2026!' })).toBe(
      'validation.samePassword',
    );
    expect(changePasswordProblem(form)).toBeNull();
  });
});

describe('setting a password', () => {
  it('wants the code, then a new password twice', () => {
    expect(setPasswordProblem({ code: '', password: 'moon-2027', confirm: 'moon-2027' })).toBe('validation.code');
    expect(setPasswordProblem({ code: '123456', password: 'moon', confirm: 'moon' })).toBe('validation.passwordLength');
    expect(setPasswordProblem({ code: '123456', password: 'moon-2027', confirm: 'moon-2028' })).toBe(
      'validation.mismatch',
    );
    expect(setPasswordProblem({ code: '123456', password: 'moon-2027', confirm: 'moon-2027' })).toBeNull();
  });
});

describe('real-name verification', () => {
  const today = '2026-11-23';
  it('names the same problem the server would', () => {
    expect(realNameProblem('张', '11010519491231002X', today)).toBe('errors:uni-id-realname-invalid-name');
    expect(realNameProblem('张三', '1101051949', today)).toBe('errors:uni-id-realname-invalid-id-number');
    expect(realNameProblem('张三', '110105194912310021', today)).toBe('errors:uni-id-realname-id-check-digit');
    expect(realNameProblem('张三', '110105209901010012', today)).toBe('errors:uni-id-realname-id-birth-date');
    expect(realNameProblem(' 阿依古丽•买买提 ', '11010519491231002x', today)).toBeNull();
  });

  it('reads today in the local calendar', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
