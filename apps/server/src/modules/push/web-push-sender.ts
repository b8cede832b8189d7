import type { FastifyBaseLogger } from 'fastify';
import webPush from 'web-push';
import type { PushNotification } from '@tarot/contract/push';
import type { VapidKeys } from '../../config';
import type { SubscriptionRepo } from './subscription-repo';

/** One encrypted, signed Web Push request, ready for the push service. */
export interface WebPushRequest {
  readonly endpoint: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
}

/**
 * Posts a request to a push service and answers its HTTP status. Tests replace it to reach a
 * loopback receiver instead of the https endpoint a browser would give.
 */
export type WebPushTransport = (request: WebPushRequest) => Promise<number>;

const REQUEST_TIMEOUT_MS = 10_000;
/** Push services keep an undelivered notification this long (seconds); the inbox keeps it longer. */
const PUSH_SERVICE_TTL_SECONDS = 24 * 60 * 60;
/** The push service says the subscription no longer exists: drop it. */
const GONE = new Set([404, 410]);

export const fetchTransport: WebPushTransport = async ({ endpoint, headers, body }) => {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers,
    // A plain byte array: DOM's BodyInit (seen by the tools' type check) does not list Buffer.
    body: new Uint8Array(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  await response.body?.cancel();
  return response.status;
};

export interface WebPushSender {
  /** Sends to every subscription of the member; failures are logged, never thrown. */
  sendToMember(userId: string, notification: PushNotification): Promise<void>;
}

/** Web Push (RFC 8030/8291/8292) through web-push's encryption and VAPID signature. */
export function createWebPushSender(
  vapid: VapidKeys,
  subscriptions: SubscriptionRepo,
  transport: WebPushTransport,
  log: () => FastifyBaseLogger,
): WebPushSender {
  const vapidDetails = { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey };

  return {
    async sendToMember(userId, notification) {
      const payload = JSON.stringify(notification);
      for (const subscription of await subscriptions.ofMember(userId)) {
        try {
          const details = webPush.generateRequestDetails(
            { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
            payload,
            { vapidDetails, contentEncoding: 'aes128gcm', TTL: PUSH_SERVICE_TTL_SECONDS },
          );
          const headers = Object.fromEntries(
            Object.entries(details.headers).map(([name, value]) => [name, String(value)]),
          );
          const status = await transport({ endpoint: details.endpoint, headers, body: details.body });
          if (GONE.has(status)) await subscriptions.forget(subscription.id);
          else if (status >= 400) log().warn({ status, subscription: subscription.id }, 'web push refused');
        } catch (error) {
          log().warn({ err: error, subscription: subscription.id }, 'web push failed');
        }
      }
    },
  };
}
