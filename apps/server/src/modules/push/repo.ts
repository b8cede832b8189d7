import { and, count, desc, eq, gt, isNull, notExists, sql } from 'drizzle-orm';
import type { PushKind, PushNotification } from '@tarot/contract/push';
import type { Database } from '../../db/client';
import { pushDevice, pushMessage, pushReceipt } from '../../db/schema';

export type DeviceRow = typeof pushDevice.$inferSelect;
export type MessageRow = typeof pushMessage.$inferSelect;

export interface NewMessage {
  readonly userId: string;
  readonly kind: PushKind;
  readonly title: string;
  readonly body: string;
  readonly url: string;
  readonly dedupeKey?: string | undefined;
  readonly broadcastId?: string | undefined;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/** How many unacknowledged messages one login delivers at most (the oldest wait for the next). */
const PENDING_BATCH = 100;
const INBOX_SIZE = 50;

const notification = {
  messageId: pushMessage.id,
  title: pushMessage.title,
  body: pushMessage.body,
  url: pushMessage.url,
};

/** Push devices, messages and receipts: the state that outlives a connection. */
export function createPushRepo(db: Database) {
  return {
    /**
     * A registration's first login makes its device row; a device that registered again
     * replaces its client id, session and member.
     */
    async saveDevice(
      device: { deviceId: string; cid: string; sessionHash: string; userId: string },
      now: Date,
    ): Promise<{ id: string }> {
      const { cid, sessionHash, userId } = device;
      const [row] = await db
        .insert(pushDevice)
        .values({ ...device, lastSeenAt: now })
        .onConflictDoUpdate({ target: pushDevice.deviceId, set: { cid, sessionHash, userId, lastSeenAt: now } })
        .returning({ id: pushDevice.id });
      return row!;
    },

    async deviceByCid(cid: string): Promise<DeviceRow | undefined> {
      const [row] = await db.select().from(pushDevice).where(eq(pushDevice.cid, cid)).limit(1);
      return row;
    },

    /** Binds a device to a member (a login) or none (a logout); either way it was seen now. */
    async bindDevice(id: string, userId: string | null, now: Date): Promise<void> {
      await db.update(pushDevice).set({ userId, lastSeenAt: now }).where(eq(pushDevice.id, id));
    },

    /** Stores a message; undefined when its dedupe key was used before (by any instance). */
    async insertMessage(message: NewMessage): Promise<MessageRow | undefined> {
      const [row] = await db
        .insert(pushMessage)
        .values(message)
        .onConflictDoNothing({ target: pushMessage.dedupeKey })
        .returning();
      return row;
    },

    /** Live messages of a member that no device has acknowledged, oldest first. */
    async pending(userId: string, now: Date): Promise<PushNotification[]> {
      return db
        .select(notification)
        .from(pushMessage)
        .where(
          and(
            eq(pushMessage.userId, userId),
            gt(pushMessage.expiresAt, now),
            notExists(db.select().from(pushReceipt).where(eq(pushReceipt.messageId, pushMessage.id))),
          ),
        )
        .orderBy(pushMessage.createdAt)
        .limit(PENDING_BATCH);
    },

    /** A device's acknowledgement: `new` the first time, `repeated` after, `unknown` when not the member's. */
    async recordReceipt(
      messageId: string,
      device: { id: string; userId: string },
      at: Date,
    ): Promise<'new' | 'repeated' | 'unknown'> {
      const [mine] = await db
        .select({ id: pushMessage.id })
        .from(pushMessage)
        .where(and(eq(pushMessage.id, messageId), eq(pushMessage.userId, device.userId)))
        .limit(1);
      if (!mine) return 'unknown';
      // The key decides between racing acknowledgements: exactly one inserts.
      const inserted = await db
        .insert(pushReceipt)
        .values({ messageId, deviceId: device.id, receivedAt: at })
        .onConflictDoNothing()
        .returning({ messageId: pushReceipt.messageId });
      return inserted.length > 0 ? 'new' : 'repeated';
    },

    async inbox(userId: string): Promise<{ items: MessageRow[]; unread: number }> {
      const items = await db
        .select()
        .from(pushMessage)
        .where(eq(pushMessage.userId, userId))
        .orderBy(desc(pushMessage.createdAt))
        .limit(INBOX_SIZE);
      const [unread] = await db
        .select({ value: count() })
        .from(pushMessage)
        .where(and(eq(pushMessage.userId, userId), isNull(pushMessage.openedAt)));
      return { items, unread: unread?.value ?? 0 };
    },

    /** The first open counts; later ones keep its time. False when the message is not the member's. */
    async markOpened(userId: string, messageId: string, at: Date): Promise<boolean> {
      const [row] = await db
        .update(pushMessage)
        .set({ openedAt: sql`coalesce(${pushMessage.openedAt}, ${at.toISOString()}::timestamptz)` })
        .where(and(eq(pushMessage.id, messageId), eq(pushMessage.userId, userId)))
        .returning({ id: pushMessage.id });
      return row !== undefined;
    },
  };
}

export type PushRepo = ReturnType<typeof createPushRepo>;
