import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newestFirst, type ListRequest } from '../../db/keyset';
import { appUser, scoreLedger } from '../../db/schema';

export interface InvitedRow {
  readonly nickname: string;
  readonly joinedAt: Date;
  readonly points: number;
  readonly position: string;
}

/** People who registered with a member's invite code; closed accounts have left and are not listed. */
export function createInviteRepo(db: Database) {
  const invitedBy = (inviterId: string) => and(eq(appUser.inviterId, inviterId), ne(appUser.status, 'closed'));
  const order = newestFirst(appUser.createdAt, appUser.id);
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
    async page(inviterId: string, request: ListRequest) {
      const { where, limit, offset } = order.window(request);
      const rows = await db
        .select({
          nickname: appUser.nickname,
          joinedAt: appUser.createdAt,
          points: sql<number>`coalesce(${scoreLedger.amount}, 0)::int`,
          position: order.position,
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
        .where(and(invitedBy(inviterId), where))
        .orderBy(...order.orderBy)
        .limit(limit)
        .offset(offset);
      return order.page<InvitedRow>(
        rows.map((row) => ({ ...row, points: Number(row.points) })),
        request,
      );
    },
  };
}

export type InviteRepo = ReturnType<typeof createInviteRepo>;
