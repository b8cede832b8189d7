import { describe, expect, it } from 'vitest';
import { PAGES } from '../shared/config/paths';
import { needLoginRedirect, tokenErrorRedirect } from './login-guard';

const userinfo = { pathname: '/uni_modules/uni-id-pages/pages/userinfo/userinfo', search: '?from=settings&x=1' };
const expected = `${PAGES.login}?redirect=${encodeURIComponent('/uni_modules/uni-id-pages/pages/userinfo/userinfo?from=settings&x=1')}`;

describe('opening a page that needs login', () => {
  it('sends a visitor without a valid token to the login page, remembering path and query', () => {
    expect(needLoginRedirect(true, false, userinfo)).toBe(expected);
    expect(new URLSearchParams(expected.split('?')[1]).get('redirect')).toBe(
      '/uni_modules/uni-id-pages/pages/userinfo/userinfo?from=settings&x=1',
    );
  });

  it('lets a signed-in user in, and never guards pages that do not need login', () => {
    expect(needLoginRedirect(true, true, userinfo)).toBeNull();
    expect(needLoginRedirect(false, false, userinfo)).toBeNull();
    expect(needLoginRedirect(undefined, false, { pathname: '/zhen', search: '' })).toBeNull();
  });
});

describe('a token error from an API call', () => {
  it('goes to the login page with the current address', () => {
    expect(tokenErrorRedirect(userinfo)).toBe(expected);
    expect(tokenErrorRedirect({ pathname: '/jinripaizhen', search: '' })).toBe(
      `${PAGES.login}?redirect=${encodeURIComponent('/jinripaizhen')}`,
    );
  });

  it('stays put on the sign-in, sign-up and reset pages', () => {
    for (const pathname of [
      PAGES.login,
      '/uni_modules/uni-id-pages/pages/login/login-smscode',
      '/uni_modules/uni-id-pages/pages/register/register',
      '/uni_modules/uni-id-pages/pages/retrieve/retrieve',
    ]) {
      expect(tokenErrorRedirect({ pathname, search: '?redirect=%2F' }), pathname).toBeNull();
    }
  });
});
