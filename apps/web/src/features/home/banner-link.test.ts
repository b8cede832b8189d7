import { describe, expect, it } from 'vitest';
import { bannerTarget } from './banner-link';

describe('bannerTarget', () => {
  it('opens app routes in the app and https pages outside it', () => {
    expect(bannerTarget('/zhen')).toEqual({ kind: 'route', path: '/zhen' });
    expect(bannerTarget('https://example.com/a')).toEqual({ kind: 'external', url: 'https://example.com/a' });
  });

  it('goes nowhere for an empty, protocol-relative or other link', () => {
    expect(bannerTarget('')).toEqual({ kind: 'none' });
    expect(bannerTarget('//evil.example.com')).toEqual({ kind: 'none' });
    expect(bannerTarget('javascript:alert(1)')).toEqual({ kind: 'none' });
  });
});
