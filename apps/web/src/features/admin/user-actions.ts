import type { AdminUser } from '@tarot/contract/admin';
import type { UserAction } from './admin-api';

/**
 * The actions offered for an account: ban or unban, grant or revoke admin. None touch
 * the administrator's own account (the server refuses that too).
 */
export function userActionsFor(
  user: Pick<AdminUser, 'id' | 'role' | 'status'>,
  selfId: string | undefined,
): UserAction[] {
  if (user.id === selfId || user.status === 'closed') return [];
  return [user.status === 'banned' ? 'unban' : 'ban', user.role.includes('admin') ? 'revoke-admin' : 'grant-admin'];
}
