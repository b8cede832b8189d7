import type { AdminUser, AdminUserPage } from '@tarot/contract/admin';
import { AppError } from '../../../errors';
import { maskMobile } from '../users/profile';
import type { CloseSocketsOf } from '../auth/signed-out';
import type { UserRepo, UserRow } from '../users/repo';

/** What the console's account pages need of the user repository. */
type AdminUserRepo = Pick<UserRepo, 'search' | 'setBanned' | 'setAdmin'>;

/** reader@example.com → r***@example.com */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email[0]}***${email.slice(at)}` : '***';
};

const toResponse = (row: UserRow): AdminUser => ({
  id: row.id,
  username: row.username,
  nickname: row.nickname,
  avatar: row.avatar,
  mobile: row.mobile ? maskMobile(row.mobile) : null,
  email: row.email ? maskEmail(row.email) : null,
  role: row.role,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

const found = (row: UserRow | undefined): AdminUser => {
  if (!row) throw new AppError('NOT_FOUND', 'No such account');
  return toResponse(row);
};

/** An administrator locking themselves out would leave nobody to undo it. */
const refuseSelf = (adminId: string, userId: string): void => {
  if (adminId === userId) throw new AppError('ADMIN_SELF_ACTION');
};

export function createAdminUserService(users: AdminUserRepo, closeSocketsOf: CloseSocketsOf) {
  return {
    async search(query: string, page: number, pageSize: number): Promise<AdminUserPage> {
      const { rows, total } = await users.search(query, page, pageSize);
      return { items: rows.map(toResponse), page, pageSize, total };
    },
    async ban(adminId: string, userId: string): Promise<AdminUser> {
      refuseSelf(adminId, userId);
      const banned = found(await users.setBanned(userId, true));
      await closeSocketsOf({ userId });
      return banned;
    },
    async unban(userId: string): Promise<AdminUser> {
      return found(await users.setBanned(userId, false));
    },
    async grantAdmin(userId: string): Promise<AdminUser> {
      return found(await users.setAdmin(userId, true));
    },
    async revokeAdmin(adminId: string, userId: string): Promise<AdminUser> {
      refuseSelf(adminId, userId);
      return found(await users.setAdmin(userId, false));
    },
  };
}

export type AdminUserService = ReturnType<typeof createAdminUserService>;
