import { describe, expect, it } from 'vitest';
import { redirectTarget } from './after-login';

const target = (search: string) => redirectTarget(new URLSearchParams(search));

describe('the address after login', () => {
  it('returns to the page that asked for login', () => {
    expect(target(`redirect=${encodeURIComponent('/pages/tarot/readings?x=1')}`)).toBe('/pages/tarot/readings?x=1');
  });

  it('goes home instead of to another site', () => {
    for (const search of [
      '',
      'redirect=https://evil.example.com',
      'redirect=//evil.example.com',
      'redirect=javascript:alert(1)',
    ]) {
      expect(target(search), search).toBe('/');
    }
  });
});
