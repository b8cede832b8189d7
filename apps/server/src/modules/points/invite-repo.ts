import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appUser, scoreLedger } from '../../db/schema';

export interface InvitedRow {
  readonly nickname: string;
  readonly joinedAt: Date;
  readonly points: number;
}

/** People who registered with a member's invite code; closed accounts have left and are not listed. */
export function createInviteRepo(db: Database) {
  const invitedBy = (inviterId: string) => and(eq(appUser.inviterId, inviterId), ne(appUser.status, 'closed'));
  return {
    async inviteCode(userId: string): Promise<string | undefined> {
      const [row] = await db.select({ code: appUser.inviteCode }).from(appUser).where(eq(appUser.id, userId));
      return row?.code;
    },

    async count(inviterId: string): Promise<number> {
      const [row] = await db.select({ total: count() }).from(appUser).where(invitedBy(inviterId));
      return row?.total ?? 0;
    },

    /** Newest first, each with the points its registration earned the inviter. */
    async page(inviterId: string, page: number, pageSize: number): Promise<InvitedRow[]> {
      const rows = await db
        .select({
          nickname: appUser.nickname,
          joinedAt: appUser.createdAt,
          points: sql<number>`coalesce(${scoreLedger.amount}, 0)::int`,
        })
        .from(appUser)
        .leftJoin(
          scoreLedger,
          and(
            eq(scoreLedger.userId, inviterId),
            eq(scoreLedger.reason, 'invite'),
            eq(scoreLedger.ref, sql`${appUser.id}::text`),
          ),
        )
        .where(invitedBy(inviterId))
        .orderBy(desc(appUser.createdAt), desc(appUser.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return rows.map((row) => ({ ...row, points: Number(row.points) }));
    },
  };
}

export type InviteRepo = ReturnType<typeof createInviteRepo>;
