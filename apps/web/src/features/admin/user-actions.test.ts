import { describe, expect, it } from 'vitest';
import { userActionsFor } from './user-actions';

const user = (role: string[], status: 'active' | 'banned' | 'closed' = 'active') => ({ id: 'u1', role, status });

describe('userActionsFor', () => {
  it('offers ban and grant for an active member, unban and revoke for a banned admin', () => {
    expect(userActionsFor(user(['user']), 'me')).toEqual(['ban', 'grant-admin']);
    expect(userActionsFor(user(['user', 'admin'], 'banned'), 'me')).toEqual(['unban', 'revoke-admin']);
  });

  it('offers nothing on the administrator’s own account or a closed one', () => {
    expect(userActionsFor(user(['admin']), 'u1')).toEqual([]);
    expect(userActionsFor(user(['user'], 'closed'), 'me')).toEqual([]);
  });
});
