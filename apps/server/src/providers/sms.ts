import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors';

/** Sends a text message; a real carrier (Aliyun, Tencent Cloud SMS…) implements this. */
export interface SmsProvider {
  send(mobile: string, text: string): Promise<void>;
}

export interface InboxMessage {
  readonly to: string;
  readonly text: string;
  readonly at: string;
}

/**
 * Development SMS: the message goes to the log and to an in-memory inbox that the
 * development-only endpoint `/api/dev/inbox` shows (tests and e2e read codes there).
 */
export function createDevSmsProvider(log: () => FastifyBaseLogger) {
  const inbox: InboxMessage[] = [];
  const provider: SmsProvider = {
    async send(mobile, text) {
      inbox.push({ to: mobile, text, at: new Date().toISOString() });
      if (inbox.length > 500) inbox.shift();
      log().info({ to: mobile, text }, 'development SMS');
    },
  };
  return { provider, messagesTo: (to: string) => inbox.filter((message) => message.to === to).reverse() };
}

export interface SmsWebhookSettings {
  /** An HTTPS gateway that takes `{ "to": "138…", "text": "…" }` as JSON and answers 2xx once accepted. */
  readonly url: string;
  /** Sent as `Authorization: Bearer …` when given. */
  readonly token: string | undefined;
}

/** The real adapter: any SMS gateway reachable over HTTPS (a carrier's API or a relay in front of one). */
export function createWebhookSmsProvider({ url, token }: SmsWebhookSettings): SmsProvider {
  return {
    async send(to, text) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(10_000),
      }).catch(() => undefined);
      // A gateway that is down or refuses is our service being unavailable, not a server bug.
      if (!response?.ok) throw new AppError('SERVICE_UNAVAILABLE');
    },
  };
}

/**
 * The gateway when configured; else, when the development inbox is allowed (outside production,
 * on a loopback address or with DEV_INBOX=1), the inbox. Otherwise there is no SMS at all
 * (`provider` undefined): codes must never only be logged, nor readable by anyone.
 */
export function createSmsProvider(
  webhook: SmsWebhookSettings | undefined,
  developmentInbox: boolean,
  log: () => FastifyBaseLogger,
): { provider: SmsProvider | undefined; messagesTo: (to: string) => InboxMessage[] } {
  if (webhook) return { provider: createWebhookSmsProvider(webhook), messagesTo: () => [] };
  if (!developmentInbox) return { provider: undefined, messagesTo: () => [] };
  return createDevSmsProvider(log);
}
