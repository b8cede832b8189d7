import { and, eq, ne, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { appUser } from '../../db/schema';
import type { UserRow } from '../auth/repo';

/** What a signed-in user changes on their own row; reads go through the auth module's UserRepo. */
export function createAccountRepo(db: Database) {
  const update = async (id: string, values: PgUpdateSetSource<typeof appUser>): Promise<UserRow> => {
    const [row] = await db.update(appUser).set(values).where(eq(appUser.id, id)).returning();
    return row!;
  };

  return {
    setNickname: (id: string, nickname: string) => update(id, { nickname }),

    setMobile: (id: string, mobile: string) => update(id, { mobile }),

    /** A new password; `revokeTokens` also ends every session signed before it, in the same statement. */
    setPassword: (id: string, passwordHash: string, { revokeTokens }: { revokeTokens: boolean }) =>
      update(id, {
        passwordHash,
        ...(revokeTokens ? { tokenVersion: sql`${appUser.tokenVersion} + 1` } : {}),
      }),

    setRealName: (
      id: string,
      values: { realName: string; idNumberHash: string; idNumberMasked: string; verifiedAt: Date },
    ) =>
      update(id, {
        realName: values.realName,
        idNumberHash: values.idNumberHash,
        idNumberMasked: values.idNumberMasked,
        realNameVerifiedAt: values.verifiedAt,
      }),

    /** How many open (active or banned) accounts other than `id` hold the administrator role. */
    async otherAdministrators(id: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(appUser)
        .where(and(ne(appUser.id, id), ne(appUser.status, 'closed'), sql`'admin' = any(${appUser.role})`));
      return row?.count ?? 0;
    },

    /**
     * Closes the account: sign-in names released for others, personal data removed, every
     * token revoked. The row stays (readings, points and invitations refer to it).
     */
    close: (id: string, placeholderNickname: string) =>
      update(id, {
        status: 'closed',
        username: null,
        mobile: null,
        email: null,
        avatar: null,
        passwordHash: null,
        nickname: placeholderNickname,
        pushEnabled: false,
        realName: null,
        idNumberHash: null,
        idNumberMasked: null,
        realNameVerifiedAt: null,
        tokenVersion: sql`${appUser.tokenVersion} + 1`,
      }),
  };
}

export type AccountRepo = ReturnType<typeof createAccountRepo>;
