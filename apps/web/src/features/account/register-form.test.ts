import { describe, expect, it } from 'vitest';
import { registerProblem } from './register-form';

const ok = { username: 'star_reader', nickname: '星星', password: 'tarot2026!', confirm: 'tarot2026!' };

describe('the register form', () => {
  it('accepts a complete form with the agreement ticked', () => {
    expect(registerProblem(ok, true)).toBeNull();
  });

  it.each([
    [{ ...ok, username: ' ' }, true, 'validation.username'],
    [{ ...ok, username: '星' }, true, 'validation.usernameFormat'],
    // Never shaped like a mobile number: the account field tells the kinds apart by shape.
    [{ ...ok, username: '13912345678' }, true, 'validation.usernameFormat'],
    [{ ...ok, username: '_reader' }, true, 'validation.usernameFormat'],
    [{ ...ok, nickname: '' }, true, 'validation.nickname'],
    [{ ...ok, password: 'abc', confirm: 'abc' }, true, 'validation.passwordLength'],
    [{ ...ok, confirm: '' }, true, 'validation.confirm'],
    [{ ...ok, confirm: 'tarot2027!' }, true, 'validation.mismatch'],
    [ok, false, 'validation.privacy'],
  ])('reports %o (agreed %s) as %s', (form, agreed, problem) => {
    expect(registerProblem(form, agreed)).toBe(problem);
  });
});
