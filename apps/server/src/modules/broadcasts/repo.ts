import { and, asc, count, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { BroadcastBody } from '@tarot/contract/broadcasts';
import type { UiLanguage } from '@tarot/contract/preferences';
import type { Database } from '../../db/client';
import { appUser, pushMessage, pushReceipt } from '../../db/schema';
import { DEFAULT_LANGUAGE } from '../notifications';
import { broadcast } from '../../db/schema';

export type BroadcastRow = typeof broadcast.$inferSelect;

export interface Figures {
  readonly sent: number;
  readonly delivered: number;
  readonly opened: number;
}

/**
 * Who a broadcast reaches: open accounts with push on that existed when it was sent, and with
 * a language, those reading in it (no choice reads the default language).
 */
function audience(language: UiLanguage | null, until: Date): SQL | undefined {
  return and(
    eq(appUser.status, 'active'),
    eq(appUser.pushEnabled, true),
    lte(appUser.createdAt, until),
    language ? eq(sql`coalesce(${appUser.language}, ${DEFAULT_LANGUAGE})`, language) : undefined,
  );
}

export function createBroadcastRepo(db: Database) {
  return {
    /** Stores the broadcast with the number of members it is addressed to. */
    async insert(body: BroadcastBody, createdBy: string, createdAt: Date): Promise<BroadcastRow> {
      const language = body.language ?? null;
      const [audienceSize] = await db.select({ total: count() }).from(appUser).where(audience(language, createdAt));
      const [row] = await db
        .insert(broadcast)
        .values({ ...body, language, recipients: audienceSize?.total ?? 0, createdBy, createdAt })
        .returning();
      return row!;
    },

    async find(id: string): Promise<BroadcastRow | undefined> {
      const [row] = await db.select().from(broadcast).where(eq(broadcast.id, id));
      return row;
    },

    /** The next `limit` members of its audience after `afterUserId`, in id order (keyset paging). */
    async audienceBatch(row: BroadcastRow, afterUserId: string | null, limit: number): Promise<{ userId: string }[]> {
      return db
        .select({ userId: appUser.id })
        .from(appUser)
        .where(and(audience(row.language, row.createdAt), afterUserId ? gt(appUser.id, afterUserId) : undefined))
        .orderBy(asc(appUser.id))
        .limit(limit);
    },

    async recent(limit: number): Promise<BroadcastRow[]> {
      return db.select().from(broadcast).orderBy(desc(broadcast.createdAt), desc(broadcast.id)).limit(limit);
    },

    /** Sent: its messages; delivered: those a device acknowledged; opened: those a member opened. */
    async figures(ids: readonly string[]): Promise<Map<string, Figures>> {
      if (ids.length === 0) return new Map();
      const acknowledged = db
        .select({ one: sql`1` })
        .from(pushReceipt)
        .where(eq(pushReceipt.messageId, pushMessage.id));
      const rows = await db
        .select({
          broadcastId: pushMessage.broadcastId,
          sent: count(),
          delivered: sql<number>`count(*) filter (where exists ${acknowledged})`.mapWith(Number),
          opened: count(pushMessage.openedAt),
        })
        .from(pushMessage)
        .where(inArray(pushMessage.broadcastId, [...ids]))
        .groupBy(pushMessage.broadcastId);
      return new Map(rows.map(({ broadcastId, ...figures }) => [broadcastId ?? '', figures]));
    },
  };
}

export type BroadcastRepo = ReturnType<typeof createBroadcastRepo>;
