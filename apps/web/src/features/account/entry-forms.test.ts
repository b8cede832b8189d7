import { describe, expect, it } from 'vitest';
import { emailRegisterProblem, retrieveProblem, targetProblem } from './entry-forms';

const emailForm = {
  email: 'reader@example.com',
  code: '123456',
  nickname: '星语',
  password: 'tarot2026!',
  confirm: 'tarot2026!',
};

describe('the register-by-email form', () => {
  it('accepts a complete form with the agreement ticked', () => {
    expect(emailRegisterProblem(emailForm, true)).toBeNull();
  });

  it.each([
    [{ ...emailForm, email: 'reader@' }, true, 'entry:validation.email'],
    [{ ...emailForm, code: '12345' }, true, 'account:validation.code'],
    [{ ...emailForm, nickname: '  ' }, true, 'account:validation.nickname'],
    [{ ...emailForm, password: 'abc', confirm: 'abc' }, true, 'account:validation.passwordLength'],
    [{ ...emailForm, confirm: '' }, true, 'account:validation.confirm'],
    [{ ...emailForm, confirm: 'tarot2027!' }, true, 'account:validation.mismatch'],
    [emailForm, false, 'account:validation.privacy'],
  ])('reports %o (agreed %s) as %s', (form, agreed, problem) => {
    expect(emailRegisterProblem(form, agreed)).toBe(problem);
  });
});

describe('the reset-password forms', () => {
  const form = { target: '13800138000', code: '654321', password: 'newMoon#42', confirm: 'newMoon#42' };

  it('checks the phone number for SMS and the address for e-mail', () => {
    expect(retrieveProblem('sms', form)).toBeNull();
    expect(retrieveProblem('email', form)).toBe('entry:validation.email');
    expect(retrieveProblem('email', { ...form, target: 'a@b.cn' })).toBeNull();
    expect(targetProblem('sms', '23800138000')).toBe('account:validation.mobile');
  });

  it('wants the 6-digit code and the new password twice', () => {
    expect(retrieveProblem('sms', { ...form, code: 'abcdef' })).toBe('account:validation.code');
    expect(retrieveProblem('sms', { ...form, confirm: 'newMoon#43' })).toBe('account:validation.mismatch');
  });
});
