import { describe, expect, it } from 'vitest';
import { endpointUrl } from './endpoint';

describe('endpointUrl', () => {
  it('fills and escapes path parameters and appends the query without empty values', () => {
    expect(endpointUrl('/api/a/:id/b/:n', { id: 'x y/z', n: 3 }, { page: 2, q: '', none: undefined, on: false })).toBe(
      '/api/a/x%20y%2Fz/b/3?page=2&on=false',
    );
  });

  it('refuses to build an address with a parameter missing', () => {
    expect(() => endpointUrl('/api/a/:id')).toThrow('/api/a/:id needs the parameter id');
  });
});
