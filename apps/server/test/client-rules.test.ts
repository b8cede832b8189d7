import { describe, expect, it } from 'vitest';
import { isCallAllowed, type ClientRule } from '../src/modules/access/client-rules';

const rule = (routeGroup: string, clientId: string, platform = '*'): ClientRule => ({ routeGroup, clientId, platform });
const web = { clientId: 'tarot-web', platform: 'web' };

describe('isCallAllowed', () => {
  it('allows everything with no list', () => {
    expect(isCallAllowed([], '/api/auth/login', { clientId: undefined, platform: undefined })).toBe(true);
  });

  it('decides a listed group by its rules and leaves other groups open', () => {
    const rules = [rule('/api/v1', 'partner')];
    expect(isCallAllowed(rules, '/api/v1/almanac/2026-01-01', web)).toBe(false);
    expect(isCallAllowed(rules, '/api/v1/almanac/2026-01-01', { clientId: 'partner', platform: 'web' })).toBe(true);
    expect(isCallAllowed(rules, '/api/user/profile', web)).toBe(true);
  });

  it('matches whole path segments only', () => {
    expect(isCallAllowed([rule('/api/user', 'partner')], '/api/users-export', web)).toBe(true);
    expect(isCallAllowed([rule('/api/user', 'partner')], '/api/user', web)).toBe(false);
  });

  it('lets the most specific group decide', () => {
    const rules = [rule('/api/admin', 'console'), rule('/api/admin/usage', 'tarot-web', 'pwa')];
    expect(isCallAllowed(rules, '/api/admin/usage', { clientId: 'tarot-web', platform: 'pwa' })).toBe(true);
    expect(isCallAllowed(rules, '/api/admin/usage', { clientId: 'console', platform: 'web' })).toBe(false);
    expect(isCallAllowed(rules, '/api/admin/users', { clientId: 'console', platform: 'web' })).toBe(true);
  });

  it('holds a rule to its platform unless it says any', () => {
    const rules = [rule('/api/auth', 'tarot-web', 'pwa')];
    expect(isCallAllowed(rules, '/api/auth/login', web)).toBe(false);
    expect(isCallAllowed(rules, '/api/auth/login', { clientId: 'tarot-web', platform: 'pwa' })).toBe(true);
  });
});
