import { and, eq } from 'drizzle-orm';
import type { WebPushSubscriptionBody } from '@tarot/contract/push';
import type { Database } from '../../db/client';
import { webPushSubscription } from '../../db/schema';

export type SubscriptionRow = typeof webPushSubscription.$inferSelect;

/** Browsers' Web Push subscriptions; an endpoint belongs to whoever subscribed it last. */
export function createSubscriptionRepo(db: Database) {
  return {
    async upsert(userId: string, { endpoint, keys }: WebPushSubscriptionBody): Promise<void> {
      const values = { userId, endpoint, p256dh: keys.p256dh, auth: keys.auth };
      await db
        .insert(webPushSubscription)
        .values(values)
        .onConflictDoUpdate({
          target: webPushSubscription.endpoint,
          set: { userId, p256dh: keys.p256dh, auth: keys.auth },
        });
    },
    async remove(userId: string, endpoint: string): Promise<void> {
      await db
        .delete(webPushSubscription)
        .where(and(eq(webPushSubscription.userId, userId), eq(webPushSubscription.endpoint, endpoint)));
    },
    /** The push service said the subscription is gone (404/410). */
    async forget(id: string): Promise<void> {
      await db.delete(webPushSubscription).where(eq(webPushSubscription.id, id));
    },
    async ofMember(userId: string): Promise<SubscriptionRow[]> {
      return db.select().from(webPushSubscription).where(eq(webPushSubscription.userId, userId));
    },
  };
}

export type SubscriptionRepo = ReturnType<typeof createSubscriptionRepo>;
