import { describe, expect, it } from 'vitest';
import { isOwnPath, isSafeAddress } from './admin-rules';

describe('addresses a banner or article may use', () => {
  it('takes images only from paths on our own server', () => {
    expect(isOwnPath('/tarot/banners/moon.webp')).toBe(true);
    expect(isOwnPath('/api/files/3f1c/content')).toBe(true);
    for (const refused of ['https://cdn.example.com/a.png', '//evil.example.com/a.png', 'a.png', '/a b.png', '/a\\b'])
      expect(isOwnPath(refused), refused).toBe(false);
  });

  it('opens app routes and https pages, never other schemes', () => {
    expect(isSafeAddress('/zhen')).toBe(true);
    expect(isSafeAddress('https://example.com/event?id=1')).toBe(true);
    for (const refused of ['http://example.com', 'javascript:alert(1)', 'data:text/html,x', '//example.com', 'zhen'])
      expect(isSafeAddress(refused), refused).toBe(false);
  });
});
