import {
  PUSH_PROTOCOL,
  type PushInbox,
  type PushKind,
  type PushNotification,
  type WebPushSubscriptionBody,
} from '@tarot/contract/push';
import type { UserPreferences } from '@tarot/contract/preferences';
import { AppError } from '../../errors';
import type { SignedOut, UserRepo } from '../accounts';
import type { Clock } from './clock';
import type { PushHub } from './hub';
import type { PushRepo } from './repo';
import type { SubscriptionRepo } from './subscription-repo';
import type { WebPushSender } from './web-push-sender';

export interface PushMessageInput {
  readonly kind: PushKind;
  readonly title: string;
  readonly body: string;
  /** A hash route of the web app to open, e.g. `#/feedback`. */
  readonly url: string;
  /** Stores the message only the first time this key is used, on any instance. */
  readonly dedupeKey?: string;
  /** The administrators' broadcast the message belongs to, for its figures. */
  readonly broadcastId?: string;
}

export interface PushService {
  /**
   * Stores a notification for the member and delivers it: live on every instance holding one
   * of their connections, else by Web Push. Null when their preferences refuse this kind or
   * the dedupe key was used before.
   */
  sendToMember(userId: string, message: PushMessageInput): Promise<{ messageId: string } | null>;
  inbox(userId: string): Promise<PushInbox>;
  markOpened(userId: string, messageId: string): Promise<{ ok: true }>;
  webPushKey(): { publicKey: string };
  saveSubscription(userId: string, subscription: WebPushSubscriptionBody): Promise<{ ok: true }>;
  deleteSubscription(userId: string, endpoint: string): Promise<{ ok: true }>;
  /**
   * Ends the member's push connections on every instance: those of one session, or all of
   * them. Every sign-out calls it (logout, password change or reset, closing, a ban).
   */
  closeSocketsOf(who: SignedOut): Promise<void>;
  /** The push sockets of this instance, as their bounds count them. */
  socketStats: PushHub['stats'];
}

/** Whether the member's settings let this kind of notification through. */
const wants = (preferences: UserPreferences, kind: PushKind): boolean => {
  if (!preferences.pushEnabled) return false;
  if (kind === 'reply') return preferences.pushReply;
  if (kind === 'daily-tarot') return preferences.pushDailyTarotTime !== null;
  if (kind === 'check-in') return preferences.pushCheckInReminder;
  if (kind === 'horoscope') return preferences.pushHoroscopeTime !== null && preferences.horoscopeSign !== null;
  if (kind === 'sky') return preferences.pushSkyNotices;
  return true;
};

export interface PushServiceDependencies {
  readonly repo: PushRepo;
  readonly subscriptions: SubscriptionRepo;
  readonly users: Pick<UserRepo, 'preferences'>;
  readonly hub: PushHub;
  /** Absent without VAPID keys: no Web Push, and the key endpoint answers 503. */
  readonly webPush: { readonly publicKey: string; readonly sender: WebPushSender } | undefined;
  readonly clock: Clock;
}

export function createPushService({
  repo,
  subscriptions,
  users,
  hub,
  webPush,
  clock,
}: PushServiceDependencies): PushService {
  const ok = { ok: true } as const;
  return {
    async sendToMember(userId, { kind, title, body, url, dedupeKey, broadcastId }) {
      const preferences = await users.preferences(userId);
      if (!preferences || !wants(preferences, kind)) return null;
      const now = clock.now();
      const row = await repo.insertMessage({
        userId,
        kind,
        title,
        body,
        url,
        dedupeKey,
        broadcastId,
        createdAt: new Date(now),
        expiresAt: new Date(now + PUSH_PROTOCOL.messageLifetimeMs),
      });
      if (!row) return null;
      const notification: PushNotification = { messageId: row.id, title, body, url };
      const live = await hub.deliverLive(userId, notification);
      if (!live) await webPush?.sender.sendToMember(userId, notification);
      return { messageId: row.id };
    },

    async inbox(userId) {
      const { items, unread } = await repo.inbox(userId);
      return {
        items: items.map((item) => ({
          messageId: item.id,
          kind: item.kind,
          title: item.title,
          body: item.body,
          url: item.url,
          createdAt: item.createdAt.toISOString(),
          openedAt: item.openedAt?.toISOString() ?? null,
        })),
        unread,
      };
    },

    async markOpened(userId, messageId) {
      if (!(await repo.markOpened(userId, messageId, new Date(clock.now())))) throw new AppError('NOT_FOUND');
      return ok;
    },

    webPushKey() {
      if (!webPush) throw new AppError('SERVICE_UNAVAILABLE');
      return { publicKey: webPush.publicKey };
    },

    async saveSubscription(userId, subscription) {
      await subscriptions.upsert(userId, subscription);
      return ok;
    },

    async deleteSubscription(userId, endpoint) {
      await subscriptions.remove(userId, endpoint);
      return ok;
    },

    closeSocketsOf: (who) => hub.closeSocketsOf(who),
    socketStats: () => hub.stats(),
  };
}
